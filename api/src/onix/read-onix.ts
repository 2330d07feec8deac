/**
 * Reads an ONIX 3.0 message (reference names or short tags, gzipped or not, in the encoding its XML declaration
 * names) as a stream: one Product record at a time, each handed over as the book it describes or the reason it is
 * refused, while the file is still being read. A catalogue file holds about a million records, so nothing here ever
 * holds more than one record's elements, one chunk of the file and one outcome the caller has not taken yet.
 */
import { Readable, pipeline } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createGunzip } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ApiError } from '../lib/errors';
import { type OnixElement, localName, referenceName } from './onix-element';
import { NO_HEADER_DEFAULTS, type OnixHeaderDefaults, type OnixOutcome, describeProduct, headerDefaultsOf } from './onix-product';

export type {
  OnixOutcome,
  OnixProduct,
  OnixBookDescription,
  OnixBookDeletion,
  OnixRefusal,
  OnixRefusalCode,
} from './onix-product';

/**
 * A file that cannot be read as an ONIX 3.0 message at all (not XML, not well-formed, not ONIX 3.0, a damaged
 * gzip, text not in its declared encoding). Unlike a refused record, it ends the reading: the records before it
 * have been handed over, none after it can be trusted.
 */
export class OnixFileError extends ApiError {
  constructor(
    message: string,
    /** The line of the file where reading stopped (1 for the first), when known. */
    readonly line: number | null,
  ) {
    super(400, 'onix_file_invalid', message);
    this.name = 'OnixFileError';
  }
}

/** What a file's stream gives: bytes, or text when an encoding was set on it (taken as UTF-8). */
export type FileChunk = Buffer | Uint8Array | string;

/**
 * Each Product record of the message, in file order, as the caller asks for them. The input is only read when the
 * caller wants the next outcome and none is waiting, so a slow consumer (a database writing each book) pauses the
 * file instead of letting it pile up in memory. Throws OnixFileError when the file itself is unreadable.
 */
export async function* readOnix(input: AsyncIterable<FileChunk>): AsyncGenerator<OnixOutcome> {
  const reader = new OnixRecordReader();
  for await (const text of decodedText(fileBytes(input), () => reader.line)) {
    for (const piece of recordSizedPieces(text)) {
      reader.write(piece);
      yield* reader.takeOutcomes();
    }
  }
  reader.close();
  yield* reader.takeOutcomes();
}

/** The stream's bytes, as Buffers; string chunks (a stream with an encoding set) are taken as UTF-8. */
async function* bytesOf(input: AsyncIterable<FileChunk>): AsyncGenerator<Buffer> {
  for await (const chunk of input) {
    if (typeof chunk === 'string') yield Buffer.from(chunk);
    else if (Buffer.isBuffer(chunk)) yield chunk;
    // A view on the same memory, not a copy.
    else yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
}

/** The file's bytes, gunzipped when they start with gzip's magic number (1f 8b), whatever the file is called. */
async function* fileBytes(input: AsyncIterable<FileChunk>): AsyncGenerator<Buffer> {
  const chunks = bytesOf(input);
  const head: Buffer[] = [];
  let headLength = 0;
  // A chunk may hold a single byte: read on until the two magic bytes can be checked.
  while (headLength < 2) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  const start = Buffer.concat(head);
  async function* whole(): AsyncGenerator<Buffer> {
    if (start.length > 0) yield start;
    // yield* passes a caller's early return on to the input, which closes it.
    yield* chunks;
  }
  if (start[0] !== 0x1f || start[1] !== 0x8b) {
    yield* whole();
    return;
  }
  const gunzip = createGunzip();
  // Errors of either side reach the loop below through gunzip, which pipeline destroys with them.
  pipeline(Readable.from(whole()), gunzip, () => {});
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch (error) {
    // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR for a cut file) are the file's fault; others are the input's.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new OnixFileError(`The file looks gzipped but cannot be uncompressed: ${(error as Error).message}.`, null);
    }
    throw error;
  }
}

/** How far into the file the XML declaration may reach: it is the first thing in it, and short. */
const DECLARATION_MAX_BYTES = 1024;

/**
 * The text of the file, decoded as it arrives in the encoding its byte order mark or XML declaration names (UTF-8
 * when neither does, as XML says). A character cut between two chunks is kept by the decoder for the next one.
 */
async function* decodedText(bytes: AsyncIterable<Buffer>, currentLine: () => number): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let held = Buffer.alloc(0);
  for await (const chunk of bytes) {
    if (decoder) {
      yield decode(decoder, chunk, currentLine);
      continue;
    }
    // The first bytes are held until the declaration is whole, since they say how to decode everything.
    held = Buffer.concat([held, chunk]);
    const encoding = declaredEncoding(held, false);
    if (encoding === null) continue;
    decoder = decoderFor(encoding);
    yield decode(decoder, held, currentLine);
    held = Buffer.alloc(0);
  }
  decoder ??= decoderFor(declaredEncoding(held, true) ?? 'utf-8');
  if (held.length > 0) yield decode(decoder, held, currentLine);
  yield decode(decoder, undefined, currentLine);
}

/**
 * The encoding the file's first bytes name: a byte order mark, else the declaration's `encoding`, else UTF-8. Null
 * when more bytes are needed to know (and the file may have more: `complete` says it has not).
 */
function declaredEncoding(start: Buffer, complete: boolean): string | null {
  if (start.length < 4 && !complete) return null;
  if (start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf) return 'utf-8';
  if ((start[0] === 0xff && start[1] === 0xfe) || (start[0] === 0x3c && start[1] === 0x00)) return 'utf-16le';
  if ((start[0] === 0xfe && start[1] === 0xff) || (start[0] === 0x00 && start[1] === 0x3c)) return 'utf-16be';
  // The declaration is ASCII in every other encoding XML allows: latin1 reads it byte for byte.
  const text = start.subarray(0, DECLARATION_MAX_BYTES).toString('latin1');
  if (!text.startsWith('<?xml')) return 'utf-8';
  const end = text.indexOf('?>');
  if (end < 0) return complete || start.length >= DECLARATION_MAX_BYTES ? 'utf-8' : null;
  const encoding = /\sencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/.exec(text.slice(0, end));
  return encoding?.[1] ?? 'utf-8';
}

function decoderFor(encoding: string): TextDecoder {
  try {
    // fatal: bytes that are not text in the declared encoding end the reading, rather than becoming "�" in names.
    return new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new OnixFileError(`The file's encoding "${encoding}" (named by its XML declaration) is not one this reader knows.`, 1);
  }
}

function decode(decoder: TextDecoder, bytes: Buffer | undefined, currentLine: () => number): string {
  try {
    return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
  } catch {
    const line = currentLine();
    throw new OnixFileError(
      `The file is not valid ${decoder.encoding} text, though its XML declaration says it is (after line ${line}).`,
      line,
    );
  }
}

/**
 * A Product end tag, whatever its tag form or prefix. Cutting text there is only about when records come out:
 * the parser accepts text cut anywhere, so a match in an odd place (a comment) costs nothing.
 */
const PRODUCT_END = /<\/(?:[^\s<>/:]+:)?(?:Product|product)\s*>/g;

/**
 * Decoded text cut so that each piece completes at most one record: the parser turns a whole chunk into events at
 * once, and a 64 KB chunk can hold dozens of records. Besides each Product end tag, the text is cut after its first
 * `>`, which ends any tag the previous chunk left cut in two, a Product end tag the pattern cannot see included.
 */
function* recordSizedPieces(text: string): Generator<string> {
  let start = text.indexOf('>') + 1;
  if (start > 0) yield text.slice(0, start);
  for (const match of text.matchAll(PRODUCT_END)) {
    if (match.index < start) continue;
    const end = match.index + match[0].length;
    yield text.slice(start, end);
    start = end;
  }
  if (start < text.length) yield text.slice(start);
}

/**
 * Turns parser events into one record's element tree at a time (Header or Product) and each finished Product into
 * its outcome. Everything outside records (the root, whitespace) is counted, never kept.
 */
class OnixRecordReader {
  private readonly parser = new SaxesParser();
  private readonly outcomes: OnixOutcome[] = [];
  /** The record being read, its root first; empty between records. */
  private readonly open: OnixElement[] = [];
  /** How many elements are open outside a record (1 inside the root). */
  private outerDepth = 0;
  /** Where in `open` the Text element being read sits: its content is the description's XHTML, not ONIX. */
  private markupFrom = -1;
  private defaults: OnixHeaderDefaults = NO_HEADER_DEFAULTS;

  constructor() {
    this.parser.on('opentag', (tag) => this.opened(tag));
    this.parser.on('text', (text) => this.addText(text));
    this.parser.on('cdata', (text) => this.addText(text));
    this.parser.on('closetag', () => this.closed());
    this.parser.on('error', (error) => {
      // saxes starts its messages with "line:column: ", which the sentence below already says.
      const problem = error.message.replace(/^\d+:\d+: /, '');
      throw new OnixFileError(
        `The file is not well-formed XML at line ${this.parser.line}, column ${this.parser.column + 1}: ${problem}`,
        this.parser.line,
      );
    });
  }

  get line(): number {
    return this.parser.line;
  }

  write(text: string): void {
    this.parser.write(text);
  }

  close(): void {
    this.parser.close();
  }

  /** The outcomes of the records finished since the last call. */
  takeOutcomes(): OnixOutcome[] {
    return this.outcomes.splice(0);
  }

  private opened(tag: SaxesTagPlain): void {
    const parent = this.open.at(-1);
    if (parent) {
      const markup = this.markupFrom >= 0;
      // XHTML keeps its own element names (lower case, prefix dropped); only ONIX tags have reference names.
      const name = markup ? localName(tag.name).toLowerCase() : referenceName(tag.name);
      const element: OnixElement = { name, attributes: tag.attributes, children: [] };
      parent.children.push(element);
      this.open.push(element);
      if (!markup && name === 'Text') this.markupFrom = this.open.length - 1;
      return;
    }
    if (this.outerDepth === 0) this.checkRoot(tag);
    if (this.outerDepth === 1) {
      const name = referenceName(tag.name);
      if (name === 'Product' || name === 'Header') {
        this.open.push({ name, attributes: tag.attributes, children: [] });
        return;
      }
    }
    this.outerDepth++;
  }

  private addText(text: string): void {
    const element = this.open.at(-1);
    if (!element) return;
    // Indentation between ONIX elements means nothing; in a description's XHTML, spaces separate words.
    if (this.markupFrom < 0 && text.trim() === '') return;
    const children = element.children;
    const last = children.at(-1);
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  }

  private closed(): void {
    const element = this.open.pop();
    if (!element) {
      this.outerDepth--;
      return;
    }
    if (this.open.length === this.markupFrom) this.markupFrom = -1;
    if (this.open.length > 0) return;
    if (element.name === 'Header') this.defaults = headerDefaultsOf(element);
    else this.outcomes.push(describeProduct(element, this.defaults));
  }

  /** Only ONIX 3.0 is read: an ONIX 2.1 file would otherwise give a refusal for each of its records. */
  private checkRoot(tag: SaxesTagPlain): void {
    if (referenceName(tag.name) !== 'ONIXMessage') {
      throw new OnixFileError(`This is not an ONIX message: its root element is <${tag.name}>, not <ONIXMessage>.`, this.parser.line);
    }
    const release = tag.attributes.release;
    const namespace = tag.attributes.xmlns ?? '';
    if ((release !== undefined && !release.startsWith('3')) || /\/onix\/2\./.test(namespace)) {
      throw new OnixFileError(
        `This ONIX message is of release ${release ?? '2'}: only ONIX 3.0 is read.`,
        this.parser.line,
      );
    }
  }
}
