/**
 * One ONIX record as a small tree of elements, named by their reference names whatever tag form the file used, and
 * the few accessors the mapping needs. The reader builds one such tree per Product and drops it once mapped.
 */

/** An element of a record: reference name, attributes as written, children in document order. */
export interface OnixElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: (OnixElement | string)[];
}

/**
 * ONIX 3.0 short tags and the reference names they stand for (EDItEUR's two schemas, ONIX_BookProduct_3.0_short.xsd
 * and _reference.xsd, name the same elements in the same order). Only the elements this reader looks at are listed;
 * an element missing here keeps its short tag, so the mapping never mistakes it for one it reads.
 */
export const SHORT_TAGS: Readonly<Record<string, string>> = {
  ONIXmessage: 'ONIXMessage',
  header: 'Header',
  m184: 'DefaultLanguageOfText',
  x310: 'DefaultPriceType',
  m186: 'DefaultCurrencyCode',
  product: 'Product',
  a001: 'RecordReference',
  a002: 'NotificationType',
  productidentifier: 'ProductIdentifier',
  b221: 'ProductIDType',
  b244: 'IDValue',
  descriptivedetail: 'DescriptiveDetail',
  b012: 'ProductForm',
  b333: 'ProductFormDetail',
  collection: 'Collection',
  x329: 'CollectionType',
  titledetail: 'TitleDetail',
  b202: 'TitleType',
  titleelement: 'TitleElement',
  x409: 'TitleElementLevel',
  x410: 'PartNumber',
  b030: 'TitlePrefix',
  b031: 'TitleWithoutPrefix',
  b203: 'TitleText',
  b029: 'Subtitle',
  contributor: 'Contributor',
  b034: 'SequenceNumber',
  b035: 'ContributorRole',
  b036: 'PersonName',
  b037: 'PersonNameInverted',
  b039: 'NamesBeforeKey',
  b247: 'PrefixToKey',
  b040: 'KeyNames',
  b041: 'NamesAfterKey',
  b047: 'CorporateName',
  language: 'Language',
  b253: 'LanguageRole',
  b252: 'LanguageCode',
  extent: 'Extent',
  b218: 'ExtentType',
  b219: 'ExtentValue',
  b220: 'ExtentUnit',
  subject: 'Subject',
  x425: 'MainSubject',
  b067: 'SubjectSchemeIdentifier',
  b069: 'SubjectCode',
  b070: 'SubjectHeadingText',
  collateraldetail: 'CollateralDetail',
  textcontent: 'TextContent',
  x426: 'TextType',
  d104: 'Text',
  supportingresource: 'SupportingResource',
  x436: 'ResourceContentType',
  resourceversion: 'ResourceVersion',
  x435: 'ResourceLink',
  publishingdetail: 'PublishingDetail',
  imprint: 'Imprint',
  b079: 'ImprintName',
  publisher: 'Publisher',
  b291: 'PublishingRole',
  b081: 'PublisherName',
  b394: 'PublishingStatus',
  publishingdate: 'PublishingDate',
  x448: 'PublishingDateRole',
  j260: 'DateFormat',
  b306: 'Date',
  relatedmaterial: 'RelatedMaterial',
  productsupply: 'ProductSupply',
  supplydetail: 'SupplyDetail',
  j396: 'ProductAvailability',
  price: 'Price',
  x462: 'PriceType',
  j151: 'PriceAmount',
  j152: 'CurrencyCode',
  tax: 'Tax',
  x472: 'TaxRatePercent',
};

/** A map, not the object: a tag such as `constructor` must not find the object's inherited members. */
const REFERENCE_NAMES = new Map(Object.entries(SHORT_TAGS));

/** The reference name of a tag as written, prefix dropped (`onix:Product` is `Product`, `b244` is `IDValue`). */
export function referenceName(tag: string): string {
  const local = localName(tag);
  return REFERENCE_NAMES.get(local) ?? local;
}

/** A tag without its namespace prefix: feeds are read by local names, whatever prefix a sender chose. */
export function localName(tag: string): string {
  return tag.slice(tag.indexOf(':') + 1);
}

/** The first child element of that name, if any. */
export function child(element: OnixElement | undefined, name: string): OnixElement | undefined {
  if (!element) return undefined;
  for (const node of element.children) if (typeof node !== 'string' && node.name === name) return node;
  return undefined;
}

/** Every child element of that name, in document order. */
export function childrenNamed(element: OnixElement | undefined, name: string): OnixElement[] {
  if (!element) return [];
  return element.children.filter((node): node is OnixElement => typeof node !== 'string' && node.name === name);
}

/**
 * The text of a data element, spaces collapsed (a title may be wrapped over lines in the file); null when the
 * element is missing or blank, so callers treat an empty element as an absent one.
 */
export function textOf(element: OnixElement | undefined): string | null {
  if (!element) return null;
  let text = '';
  for (const node of element.children) if (typeof node === 'string') text += node;
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}

/** The text of the named child element (see textOf). */
export function childText(element: OnixElement | undefined, name: string): string | null {
  return textOf(child(element, name));
}
