/** ONIX 3.0 messages (reference names) as a distributor sends them, for the specs that import the trade's records. */

/** One product record: a book with its title, author, publisher, status, availability and French fixed price. */
export interface OnixProduct {
  reference: string;
  /** NotificationType: 03 a confirmed record, 02 an early announcement. */
  notification?: '02' | '03';
  ean: string;
  /** ProductForm: BB hardback, BC paperback. */
  form?: 'BB' | 'BC';
  title: string;
  author: string;
  /** [SubjectSchemeIdentifier, SubjectCode], the first the main subject. */
  subjects?: ReadonlyArray<readonly [string, string]>;
  /** Extra DescriptiveDetail and CollateralDetail elements, as written. */
  descriptive?: string;
  collateral?: string;
  /** PublishingStatus: 04 active, 02 forthcoming. */
  status?: string;
  /** The publication date, YYYYMMDD. */
  published?: string;
  /** ProductAvailability: 20 available, 10 not yet available. */
  availability?: string;
  price: string;
}

export function onixProduct(product: OnixProduct): string {
  const subjects = (product.subjects ?? [])
    .map(([scheme, code], index) => `<Subject>${index === 0 ? '<MainSubject/>' : ''}<SubjectSchemeIdentifier>${scheme}</SubjectSchemeIdentifier><SubjectCode>${code}</SubjectCode></Subject>`)
    .join('');
  return `<Product>
    <RecordReference>${product.reference}</RecordReference>
    <NotificationType>${product.notification ?? '03'}</NotificationType>
    <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${product.ean}</IDValue></ProductIdentifier>
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>${product.form ?? 'BC'}</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${product.title}</TitleText></TitleElement></TitleDetail>
      <Contributor><SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole><PersonName>${product.author}</PersonName></Contributor>
      ${product.descriptive ?? ''}${subjects}
    </DescriptiveDetail>
    ${product.collateral ? `<CollateralDetail>${product.collateral}</CollateralDetail>` : ''}
    <PublishingDetail>
      <Publisher><PublishingRole>01</PublishingRole><PublisherName>Éditions du Phare</PublisherName></Publisher>
      <PublishingStatus>${product.status ?? '04'}</PublishingStatus>
      ${product.published ? `<PublishingDate><PublishingDateRole>01</PublishingDateRole><Date dateformat="00">${product.published}</Date></PublishingDate>` : ''}
    </PublishingDetail>
    <ProductSupply>
      <SupplyDetail>
        <Supplier><SupplierRole>03</SupplierRole><SupplierName>Distributeur Exemple</SupplierName></Supplier>
        <ProductAvailability>${product.availability ?? '20'}</ProductAvailability>
        <Price><PriceType>04</PriceType><PriceAmount>${product.price}</PriceAmount><CurrencyCode>EUR</CurrencyCode><Tax><TaxType>01</TaxType><TaxRatePercent>5.5</TaxRatePercent></Tax></Price>
      </SupplyDetail>
    </ProductSupply>
  </Product>`;
}

/** A message of these records (or any other Product elements, written out). */
export function onixMessage(...products: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
  <Header><Sender><SenderName>Distributeur Exemple</SenderName></Sender><SentDateTime>20261129</SentDateTime></Header>
  ${products.join('\n  ')}
</ONIXMessage>
`;
}
