import { renderStandalone } from '@bookshop/ui/standalone';

// Standalone page of the admin panel for local work, routing to its pages of the route table; in the store the shell mounts
// the exposed modules. Every module of ./exposes is exposed (shared/build).
const exposes = import.meta.webpackContext('./exposes', { recursive: false, regExp: /\.tsx$/, mode: 'lazy' });
renderStandalone({ remote: 'admin', load: (file) => exposes(`./${file}.tsx`) });
