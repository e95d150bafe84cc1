export { PAGES, pageFor, preloadPage, type PageComponent, type PageProps } from './registry';
export { PageLinksContext, type PageLink } from './pageContext';
export { usePageParams } from './usePageParams';
export { PageViews } from './PageViews';
export { announceRecordMerchant, findMerchant, MERCHANT_PARAMS, pageMerchantOf, pageMerchantRef, useAnnouncedMerchant } from './pageMerchant';
export { preloadableLazy, type PreloadableLazy } from './preloadableLazy';
