/**
 * Visits that are not people: crawlers, link previews of chats and social networks, and command-line
 * or library HTTP clients. Judged by the user agent; none, or a HEAD request, counts as a bot too.
 */
const BOT_AGENTS =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|slackbot|slack-imgproxy|twitterbot|telegrambot|discordbot|linkedinbot|skypeuripreview|pinterest|redditbot|embedly|quora link preview|vkshare|bitlybot|applebot|googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|yandex|baiduspider|duckduckbot|petalbot|semrush|ahrefs|headlesschrome|lighthouse|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|libwww|apache-httpclient|axios\/|node-fetch|undici|postman|insomnia/i;

export function isBot(userAgent: string | undefined, method: string): boolean {
  if (method === 'HEAD') return true;
  if (!userAgent || !userAgent.trim()) return true;
  return BOT_AGENTS.test(userAgent);
}
