/** Reading the HTML the build writes, as a link preview or a browser without JavaScript would. */

/** The content of a `<meta name|property="key">` tag, as written. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

/** The page's visible text as a browser without JavaScript shows it: tags and React's markers removed. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
