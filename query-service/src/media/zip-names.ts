import { displayFileName } from '@bayline/contracts';

/**
 * Entry names of a zip: each display name made safe again (no folders, no '..'), and a name met before
 * (whatever its case) numbered 'door (2).png', so no entry hides another when unzipped.
 */
export function zipEntryNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((sent) => {
    const name = displayFileName(sent);
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
