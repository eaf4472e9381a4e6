import { type Media, mediaUris } from '@bayline/contracts';
import type { Doc, ReadStore } from '@bayline/platform/read-store/port';
import { userNames } from '../production/folder.ts';

/** Reads that show media wait for these projectors. */
export const fromMedia = ['media', 'identity'];

/** A media item as the folder lists it. */
function mediaOfDoc(doc: Doc, names: Map<string, string>): Media {
  const mediaId = String(doc.id);
  return {
    mediaId,
    fileName: String(doc.fileName),
    fileUri: mediaUris.file(mediaId),
    thumbnailUri: doc.thumbnailType ? mediaUris.thumbnail(mediaId) : null,
    contentType: String(doc.contentType),
    mediaCategoryId: (doc.mediaCategoryId as string | null) ?? null,
    isMedia: Boolean(doc.isMedia),
    size: Number(doc.size),
    createdAt: String(doc.createdAt),
    uploadedBy: names.get(String(doc.uploadedById)) ?? '',
  };
}

/** A job's media in the order the folder shows them: oldest first, then by name. */
export async function mediaOf(readStore: ReadStore, jobAdminId: string): Promise<Media[]> {
  const docs = await readStore.find('media', { jobAdminId }, { sort: { createdAt: 1, fileName: 1 } });
  const names = await userNames(
    readStore,
    docs.map((d) => String(d.uploadedById)),
  );
  return docs.map((doc) => mediaOfDoc(doc, names));
}
