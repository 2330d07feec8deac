/** What a check found: its misses (any fails the run) and its measures (printed either way). */
export class Report {
  readonly misses: string[] = [];
  readonly measures: Array<[string, string]> = [];

  miss(text: string): void {
    this.misses.push(text);
  }

  measure(name: string, value: string): void {
    this.measures.push([name, value]);
  }
}
