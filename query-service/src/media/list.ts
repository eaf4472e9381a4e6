import { type Media, mediaItem } from '@bayline/contracts';
import { type MediaDoc, mediaModel } from '@bayline/contracts/read-models/folder';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { userNames } from '../production/lookups.ts';

/** Reads that show media wait for these projectors. */
export const fromMedia = ['media', 'identity'];

/** A media item as the folder lists it. */
function mediaOfDoc(doc: MediaDoc, names: Map<string, string>): Media {
  return mediaItem(
    {
      mediaId: String(doc.id),
      fileName: String(doc.fileName),
      contentType: String(doc.contentType),
      mediaCategoryId: (doc.mediaCategoryId as string | null) ?? null,
      isMedia: Boolean(doc.isMedia),
      size: Number(doc.size),
      createdAt: String(doc.createdAt),
      uploadedBy: names.get(String(doc.uploadedById)) ?? '',
    },
    Boolean(doc.thumbnailType),
  );
}

/** A job's media in the order the folder shows them: oldest first, then by name. */
export async function mediaOf(readStore: ReadStore, jobAdminId: string): Promise<Media[]> {
  const docs = await readStore.collection(mediaModel).find({ jobAdminId }, { sort: { createdAt: 1, fileName: 1 } });
  const names = await userNames(
    readStore,
    docs.map((d) => String(d.uploadedById)),
  );
  return docs.map((doc) => mediaOfDoc(doc, names));
}
