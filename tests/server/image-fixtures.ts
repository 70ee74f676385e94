import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A PNG tEXt chunk (keyword, NUL, text) with its CRC. */
function textChunk(keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const type = Buffer.from('tEXt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([length, type, data, crc]);
}

/** A photo-like PNG carrying where it was taken: GPS in its EXIF and in a text comment. */
export async function pngWithLocation(width = 640, height = 480): Promise<Buffer> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 50 } },
  })
    .png()
    .withExif({
      IFD0: { Make: 'LeakyCam', ImageDescription: 'Home sweet home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2470/100' },
    })
    .toBuffer();
  // After the 8-byte signature and the 25-byte IHDR chunk.
  return Buffer.concat([
    png.subarray(0, 33),
    textChunk('Comment', 'GPS 48.8566 N 2.3522 E'),
    png.subarray(33),
  ]);
}

/** What pngWithLocation carries besides pixels; none of it may be served. */
export const LEAKS = ['GPS', '48.8566', 'LeakyCam', 'Home sweet home', 'eXIf', 'tEXt'];
