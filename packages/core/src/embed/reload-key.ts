/**
 * A checkout page URL as compared to decide on a reload: without the deviceId and protectionSessionId that
 * purchase protection (or the page's fraud SDK) adds once it knows them, so their arrival alone never
 * reloads a page in progress. The deviceId stays when the merchant gave it (`deviceId`).
 */
export const reloadKey = (url: string, deviceId: string | undefined): string =>
  // protectionSessionId is always the URL's last parameter.
  (deviceId ? url : url.replace(/[?&]deviceId=[^&]*/, '')).replace(/[?&]protectionSessionId=.*/, '')
