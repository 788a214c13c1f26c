import type { Config } from '@netlify/functions';

/** The methods Netlify routes by a function's `config.method` (zip-it-and-ship-it's list). */
export const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type RoutedMethod = (typeof ROUTED_METHODS)[number];

/**
 * The config of a function that shares its path with another (docs/decisions/0020): a list's public read takes
 * GET and HEAD, its admin writes every other method. Each request then matches exactly one of them, so the
 * answer never rests on which function Netlify tries first, which it does not document. HEAD is routed like the
 * others, though @netlify/functions' `Config` type leaves it out.
 */
export type SharedPathConfig = Omit<Config, 'method'> & { method: RoutedMethod[] };
