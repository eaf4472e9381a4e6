/**
 * The map size every LMDB environment opens with: 64 GiB of address space (the file grows with the data), more than
 * the stores grow, so that they keep one mapping. Left to itself lmdb-js starts with a small map and doubles it when
 * full, but keeps each earlier map, since buffers it handed out may point into it: the pages read through all of them
 * stayed resident, and the process held about twice the file (past this size it still doubles).
 */
export const LMDB_MAP_SIZE = 2 ** 36;
