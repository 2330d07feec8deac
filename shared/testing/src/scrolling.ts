/** What a test sees of scrolling into view. */
export interface RecordedScrolls {
  /** The elements brought into view (`scrollIntoView`), in order, since the test began. */
  scrolledTo(): Element[];
}

/**
 * The browser's `element.scrollIntoView` in the tests of the enclosing block (installed before each, removed after):
 * jsdom lays nothing out and has none, so a page that brings something into view would fail there. It records on
 * which elements it was called.
 */
export function recordScrolls(): RecordedScrolls {
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return { scrolledTo: () => [...scrolled] };
}
