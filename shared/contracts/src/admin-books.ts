/** Placeholder for the admin-books contracts; filled by its feature. */
export {};
