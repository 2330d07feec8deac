/**
 * UI primitives every module uses. Shared as a federation singleton so toasts reach the shell's one host. Form controls
 * are in `@bookshop/ui/forms` (see forms.ts).
 */
import './ui.css';

export { Price, type PriceProps } from './price';
export { LazyImage, FALLBACK_IMAGE, type LazyImageProps } from './lazy-image';
export { Modal, type ModalProps } from './modal';
export { chooseLanguage, chooseCurrency, CurrencyBlockedModal, LanguageOptions, LanguageSelect, type CurrencyBlockedModalProps, type LanguageSelectProps } from './preferences';
export { Button, Spinner, LoadingBlock, type ButtonProps } from './basics';
export { notify, ToastHost, TOAST_MS, SESSION_TOAST_MS } from './toasts';
export { pageNonce } from './csp-nonce';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';
export { uiMessages } from './messages';
export { RemoteSlot, RemoteSlotsContext, setModuleLoader, preloadModule, exposeModule, type ModuleLoader, type RemoteSlotProps, type ExposedComponent } from './remote-slot';
export { useAsync, type AsyncState } from './use-async';
export { settle, useRetry, type Settled } from './route-data';
export { useSeenOnce, type SeenOnceOptions } from './seen-once';
export { documentTitle, metaDescription, PageMetaContext, usePageMeta, useSiteOrigin, type PageMeta, type PageMetaCollector } from './page-meta';
export { htmlToText } from './text';
export { lazyOrFallback } from './deferred';
export { markPageSettled, AFTER_PAGE_LIMIT_MS } from './after-page';
export { afterNextPaint } from './next-paint';
export { UserIcon } from './user-icon';
export { useHydrated } from './hydrated';
export { HydrateLater } from './hydrate-later';
export { saveFile } from './save-file';
