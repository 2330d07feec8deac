/** Placeholder for the admin-operations contracts; filled by its feature. */
export {};
