/** The admin-only API paths the panel reads and writes, besides the public lists in lib/swr.ts. */
export const ADMIN_API = {
  login: '/api/login',
  logout: '/api/logout',
  password: '/api/auth/password',
  contactSubmissions: '/api/admin/contact-submissions',
  photoBoothEmails: '/api/admin/photo-booth-emails',
  personalData: '/api/admin/personal-data',
} as const;

/** The same lists as CSV downloads that open in Excel. */
export const csvExport = (path: string) => `${path}?format=csv`;
