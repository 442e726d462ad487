/** Where the dashboard lives on the gateway's port (README.md, Dashboard). */
export const DASHBOARD = '/dashboard';
