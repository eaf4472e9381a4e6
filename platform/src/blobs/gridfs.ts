import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient, type ObjectId } from 'mongodb';
import { measure } from './measure.ts';
import { assertBlobKey, type BlobInfo, type BlobStore } from './port.ts';

interface Described {
  _id: ObjectId;
  metadata?: Partial<BlobInfo> & { whole?: boolean };
}

/**
 * Blobs in GridFS (bucket `blobs` of the read models' database). GridFS writes a file's description only once
 * its chunks are all in, and an aborted upload removes its chunks; the description is then marked whole with the
 * size and digest measured on the way. Reads take the newest whole file of a key, and a put removes the older ones.
 */
export async function openGridFsBlobStore(url: string, dbName: string): Promise<BlobStore> {
  const client = await MongoClient.connect(url);
  const db = client.db(dbName);
  const bucket = new GridFSBucket(db, { bucketName: 'blobs' });
  const files = db.collection<Described>('blobs.files');
  await files.createIndex({ filename: 1, uploadDate: -1 });

  const newest = async (key: string) => {
    assertBlobKey(key);
    return files.findOne({ filename: key, 'metadata.whole': true }, { sort: { uploadDate: -1, _id: -1 } });
  };

  return {
    async put(key, stream, { contentType, maxBytes }) {
      assertBlobKey(key);
      const measured = measure(maxBytes);
      const upload = bucket.openUploadStream(key, { metadata: { contentType } });
      try {
        await pipeline(stream, measured.transform, upload);
      } catch (error) {
        await upload.abort().catch(() => {});
        await bucket.delete(upload.id).catch(() => {});
        throw error;
      }
      const info: BlobInfo = { ...measured.result(), contentType };
      await files.updateOne({ _id: upload.id }, { $set: { metadata: { ...info, whole: true } } });
      for (const older of await files.find({ filename: key, _id: { $ne: upload.id } }).toArray())
        await bucket.delete(older._id).catch(() => {});
      return info;
    },
    async get(key, range) {
      const file = await newest(key);
      if (!file?.metadata) return undefined;
      const { size = 0, sha256 = '', contentType = 'application/octet-stream' } = file.metadata;
      return {
        size,
        sha256,
        contentType,
        stream: bucket.openDownloadStream(
          file._id,
          // GridFS ends a range before `end`.
          range && { start: range.start, end: range.end + 1 },
        ),
      };
    },
    exists: async (key) => (await newest(key)) !== null,
    async delete(key) {
      assertBlobKey(key);
      for (const file of await files.find({ filename: key }).toArray()) await bucket.delete(file._id).catch(() => {});
    },
    close: () => client.close(),
  };
}
