/** Placeholder for the admin-customers contracts; filled by its feature. */
export {};
