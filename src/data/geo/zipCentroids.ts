/**
 * The ZIP centroids on the device: fetched the first time someone uses "near me" (the build
 * names the file __ZIP_CENTROIDS_FILE__, content-hashed, so the browser and the service worker
 * may keep it for good), then held for the rest of the visit.
 */
import { decodeZipCentroids, zipCentroidFileSchema, type ZipCentroids } from './zipCentroidFile';

let loaded: ZipCentroids | undefined;
let loading: Promise<ZipCentroids> | undefined;

async function fetchCentroids(): Promise<ZipCentroids> {
  const response = await fetch(__ZIP_CENTROIDS_FILE__);
  if (!response.ok) throw new Error(`The ZIP code file answered ${response.status}`);
  loaded = decodeZipCentroids(zipCentroidFileSchema.parse(await response.json()));
  return loaded;
}

/** Without waiting, when already here: a live query must not await anything but Dexie. */
export const zipCentroidsIfLoaded = (): ZipCentroids | undefined => loaded;

export function loadZipCentroids(): Promise<ZipCentroids> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= fetchCentroids();
  // A failed download is not remembered: the next use asks again.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** For tests and Node: centroids from elsewhere than the built file. */
export function setZipCentroids(centroids: ZipCentroids): void {
  loaded = centroids;
}
