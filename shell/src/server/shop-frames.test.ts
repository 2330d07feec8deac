/** @jest-environment node */
import type { LoaderFunctionArgs } from 'react-router';
import { PAGE_LANGUAGE_HEADER } from '@bookshop/api-client';
import type { ShopFrame } from '../features/company/company-settings';
import { framesByCatalogueVersion, type RenderContext } from './shop-frames';

/** A frame whose about text says which read made it. */
const frameOf = (read: number) => ({ about: `read ${read}` }) as ShopFrame;

function loaderArgs(language: 'fr' | 'eng', catalogueVersion?: string): LoaderFunctionArgs {
  const request = new Request('http://localhost:3000/bookdetails/1', { headers: { [PAGE_LANGUAGE_HEADER]: language } });
  return { request, params: {}, context: { catalogueVersion } satisfies RenderContext } as unknown as LoaderFunctionArgs;
}

describe('the shop frame on the rendering server', () => {
  it('is read once per catalogue version and language, and again for a new version', async () => {
    let reads = 0;
    const read = jest.fn(async (_args: { request: Request }): Promise<ShopFrame | null> => frameOf(++reads));
    const frames = framesByCatalogueVersion(read);

    expect(await frames(loaderArgs('fr', 'v1'))).toEqual(frameOf(1));
    expect(await frames(loaderArgs('fr', 'v1'))).toEqual(frameOf(1));
    expect(await frames(loaderArgs('eng', 'v1'))).toEqual(frameOf(2));
    expect(read).toHaveBeenCalledTimes(2);
    expect(read.mock.calls.map(([{ request }]) => request.headers.get(PAGE_LANGUAGE_HEADER))).toEqual(['fr', 'eng']);

    // A change to the settings bumps the version: the next page reads them anew.
    expect(await frames(loaderArgs('fr', 'v2'))).toEqual(frameOf(3));
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed read, and reads every time when the version is unknown', async () => {
    let answer: ShopFrame | null = null;
    const read = jest.fn(async (_args: { request: Request }) => answer);
    const frames = framesByCatalogueVersion(read);

    expect(await frames(loaderArgs('fr', 'v1'))).toBeNull();
    answer = frameOf(1);
    expect(await frames(loaderArgs('fr', 'v1'))).toEqual(frameOf(1));
    expect(read).toHaveBeenCalledTimes(2);

    await frames(loaderArgs('fr'));
    await frames(loaderArgs('fr'));
    expect(read).toHaveBeenCalledTimes(4);
  });
});
