/** Placeholder for the admin-content contracts; filled by its feature. */
export {};
