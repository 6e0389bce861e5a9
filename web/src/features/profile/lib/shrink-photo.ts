import { AVATAR_SHOWN_SIDE } from '@schemas/profile';

/** The size a `width` × `height` picture has once it fits in `max` × `max`, keeping its shape; never larger. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * A chosen photo made ready to send: drawn again at most AVATAR_SHOWN_SIDE pixels a side and
 * encoded as WebP. The worker cannot resize images (decision 0021), and a phone photo is often
 * 4,000 pixels wide and several megabytes, slow to send on a poor connection and slow for every
 * member who then sees it. Drawing it again also leaves behind what the file carried besides the
 * picture (the place it was taken, the camera), which a member may not know is there. The
 * camera's rotation is applied first, so the photo stands the way it was shown.
 * When this browser cannot decode the file, it is sent as chosen and the worker judges it.
 */
export async function shrinkPhoto(file: File, maxSide = AVATAR_SHOWN_SIDE): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  // A browser without a WebP encoder answers PNG, which the worker takes too.
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
  const extension = blob && EXTENSIONS[blob.type];
  if (!blob || !extension) return file;
  return new File([blob], `photo.${extension}`, { type: blob.type });
}
