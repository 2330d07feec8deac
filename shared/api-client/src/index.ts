/**
 * One axios instance for `/api/gmp/{shop}`: ecom_type and lang, bearer token from the store, normalised errors,
 * 401 -> session:expired. axios itself is fetched with the first call: a server-rendered page arrives with its data, and
 * a visitor who only reads it never needs the 15 KB (gzip) of the HTTP client.
 */
import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import type { ApiErrorBody, Language } from '@bookshop/contracts';
import { emit } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { defaultApiConfig, type ApiConfig } from './config';

export { defaultApiConfig, type ApiConfig } from './config';

/** Every failed call, whatever went wrong, as one typed error the UI can show. */
export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** Stable code from the server (`already_subscribed`, `unauthorized`…) or `network_error`. */
    readonly code: string,
    message: string,
    /** The failing request field, when the server names one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).code === 'string';
}

/** axios's own test (`axios.isAxiosError`), without axios loaded. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

/** Turns anything axios throws into an ApiError. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body: unknown = error.response?.data;
    if (isApiErrorBody(body)) return new ApiError(status, body.code, body.message, body.field);
    return new ApiError(status, status === 0 ? 'network_error' : 'http_error', error.message);
  }
  return new ApiError(0, 'unknown_error', error instanceof Error ? error.message : String(error));
}

/** The calls the apps make, as axios makes them (answers and options are axios's). */
export interface ApiClient {
  get<T = unknown>(url: string, options?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, options?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

function axiosInstance(axios: AxiosStatic, config: ApiConfig): AxiosInstance {
  const instance = axios.create({
    baseURL: `${config.baseUrl}/${encodeURIComponent(config.shop)}`,
    timeout: 20_000,
    // Lists go as repeated parameters (`?category_id=1&category_id=2`), the form the API reads.
    paramsSerializer: { indexes: null },
    ...(config.uncompressed ? { headers: { 'Accept-Encoding': 'identity' } } : {}),
  });
  instance.interceptors.request.use((request) => {
    const { token, language } = rootStore.getState();
    // `lang` picks the language of translated names (categories, collections, biographies); French by default.
    request.params = { ecom_type: config.shop, lang: language, ...request.params };
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const apiError = normaliseError(error);
      // Only a request that carried the token held now can reveal that this session ended: a failed login is just a
      // failed login, and a late answer to a call made with an older token (before a logout and a new login) must
      // not end the new session.
      const sent = isAxiosError(error) ? error.config?.headers?.Authorization : undefined;
      const current = rootStore.getState().token;
      if (apiError.status === 401 && current && sent === `Bearer ${current}`) emit('session:expired', {});
      return Promise.reject(apiError);
    },
  );
  config.intercept?.(instance);
  return instance;
}

/** A client for one shop; the app uses the shared `api`. axios is fetched with its first call (again after a failure). */
export function createApiClient(config: ApiConfig = defaultApiConfig): ApiClient {
  let loading: Promise<AxiosInstance> | undefined;
  const instance = () =>
    (loading ??= import('axios').then(
      ({ default: axios }) => axiosInstance(axios, config),
      (error: unknown) => {
        loading = undefined;
        throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
      },
    ));
  return {
    get: (url, options) => instance().then((client) => client.get(url, options)),
    delete: (url, options) => instance().then((client) => client.delete(url, options)),
    post: (url, data, options) => instance().then((client) => client.post(url, data, options)),
    put: (url, data, options) => instance().then((client) => client.put(url, data, options)),
  };
}

let current = createApiClient();
let currentConfig = defaultApiConfig;

/** The shared API client of the storefront. */
export function api(): ApiClient {
  return current;
}

/** Points the shared client at another API or shop (the shell does it once at start from its runtime config). */
export function configureApi(config: ApiConfig): void {
  currentConfig = config;
  current = createApiClient(config);
}

/** Header by which the rendering server tells route loaders the language of the page it renders. */
export const PAGE_LANGUAGE_HEADER = 'x-bookshop-language';

/**
 * The language a route loader asks the API for: the page's on the server (one process renders for every shopper),
 * the shopper's own in the browser.
 */
export function requestLanguage(request: Request): Language {
  const language = request.headers.get(PAGE_LANGUAGE_HEADER);
  return language === 'fr' || language === 'eng' ? language : rootStore.getState().language;
}

/** The shop the client talks to (the `ecom_type` some payloads carry). */
export function apiShop(): string {
  return currentConfig.shop;
}
