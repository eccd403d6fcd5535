/**
 * Splits a server-sent event stream into the data of each event as bytes arrive. Only the
 * unfinished line is kept between chunks, as parts, so a long line is never copied over and
 * over while it grows.
 */
export class SseParser {
  private partial: string[] = [];
  /** The previous chunk ended in \r, so a \n starting this one belongs to it. */
  private afterCr = false;
  private data: string[] = [];

  push(chunk: string): string[] {
    const out: string[] = [];
    let start = 0;
    if (this.afterCr && chunk.startsWith('\n')) start = 1;
    this.afterCr = false;
    const eol = /\r\n|\r|\n/g;
    eol.lastIndex = start;
    for (let m = eol.exec(chunk); m; m = eol.exec(chunk)) {
      this.partial.push(chunk.slice(start, m.index));
      this.line(this.partial.join(''), out);
      this.partial = [];
      start = m.index + m[0].length;
      if (m[0] === '\r' && start === chunk.length) this.afterCr = true;
    }
    if (start < chunk.length) this.partial.push(chunk.slice(start));
    return out;
  }

  end(): string[] {
    const out: string[] = [];
    if (this.partial.length) this.line(this.partial.join(''), out);
    this.partial = [];
    this.line('', out);
    return out;
  }

  private line(line: string, out: string[]) {
    if (line === '') {
      if (this.data.length) out.push(this.data.join('\n'));
      this.data = [];
    } else if (line.startsWith('data:')) this.data.push(line.slice(5).replace(/^ /, ''));
  }
}
