import type { Resource, ResourceLanguage } from 'i18next';

// Locale files → i18next resources, shared by ./i18n (the bundled Thai texts) and
// ./i18n-english (loaded later): kept apart so that neither imports the other both ways.

/** What import.meta.glob gives for src/locales/<language>/<namespace>.json files. */
export type LocaleFiles = Record<string, { default: ResourceLanguage[string] }>;

type Texts = Record<string, unknown>;
const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** Nested text groups of several files of one namespace merge (public.landing*.json). */
function mergeTexts(target: unknown, source: unknown): Texts {
  const merged: Texts = { ...(isTexts(target) ? target : {}) };
  if (!isTexts(source)) return merged;
  for (const [key, value] of Object.entries(source)) {
    merged[key] = isTexts(value) && isTexts(merged[key]) ? mergeTexts(merged[key], value) : value;
  }
  return merged;
}

export function buildResources(modules: LocaleFiles): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang = '', file = ''] = match;
    const namespace = file.split('.')[0] ?? file;
    const language = (resources[lang] ??= {});
    language[namespace] = mergeTexts(language[namespace], module.default);
  }
  return resources;
}
