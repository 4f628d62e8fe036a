/**
 * Translations of the goods templates' phrases into one locale, by the
 * source (zh-CN) phrase: units, names, editions, selling points, keywords,
 * axis names and values. A key `leaf|phrase` (e.g. `stationery|笔记本`)
 * translates a phrase in one leaf category's goods only, where it means
 * something else than elsewhere (a paper notebook, not a laptop). A keyword
 * translation may list several keywords separated by ', '. Phrases without a
 * Chinese character (sizes like `XL`, `16GB+512GB`) are the same in every
 * locale and need no entry.
 */
export type PhraseBook = Readonly<Record<string, string>>;
