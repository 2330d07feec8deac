import { renderHook } from '@testing-library/react';
import { usePageMeta } from './page-meta';

test('sets title, description and canonical URL, and updates them', () => {
  const { rerender } = renderHook((meta: Parameters<typeof usePageMeta>[0]) => usePageMeta(meta), {
    initialProps: { title: 'Victor Hugo', description: 'Ses livres', canonicalPath: '/collaborator/1/details' },
  });
  expect(document.title).toBe('Victor Hugo — Librairie Lumière');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Ses livres');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/collaborator/1/details');
  rerender({ title: 'George Sand', description: 'x'.repeat(200), canonicalPath: '/collaborator/2/details' });
  expect(document.title).toBe('George Sand — Librairie Lumière');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toHaveLength(158);
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/collaborator/2/details');
});
