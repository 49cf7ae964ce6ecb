// A UTF-8 text chunk (iTXt) in a PNG. The README screenshot carries the text of the pane it
// shows, so the browser test can tell when the committed image no longer matches the pane.
import { crc32 } from "node:zlib";

const SIGNATURE_BYTES = 8;
const IEND_BYTES = 12;

export function withText(png: Buffer, keyword: string, text: string): Buffer {
	if (png.toString("latin1", png.length - 8, png.length - 4) !== "IEND") throw new Error("not a PNG that ends with IEND");
	// Keyword, then: compression flag and method (none), empty language tag, empty translated keyword.
	const data = Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, "utf8")]);
	const typeAndData = Buffer.concat([Buffer.from("iTXt", "latin1"), data]);
	const chunk = Buffer.alloc(8 + data.length + 4);
	chunk.writeUInt32BE(data.length, 0);
	typeAndData.copy(chunk, 4);
	chunk.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
	const iend = png.length - IEND_BYTES;
	return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

/** The text of the first uncompressed iTXt chunk under `keyword`, or null. */
export function readText(png: Buffer, keyword: string): string | null {
	for (let at = SIGNATURE_BYTES; at + 8 <= png.length; ) {
		const length = png.readUInt32BE(at);
		const data = png.subarray(at + 8, at + 8 + length);
		if (png.toString("latin1", at + 4, at + 8) === "iTXt") {
			const end = data.indexOf(0);
			if (end > 0 && data.toString("latin1", 0, end) === keyword && data[end + 1] === 0) {
				const afterLanguage = data.indexOf(0, end + 3) + 1;
				const afterTranslated = data.indexOf(0, afterLanguage) + 1;
				if (afterLanguage > 0 && afterTranslated > 0) return data.toString("utf8", afterTranslated);
			}
		}
		at += 8 + length + 4;
	}
	return null;
}
