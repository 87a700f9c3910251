/** The product's name: the same in every language, so it is no catalogue's message. */
export const BRAND_NAME = 'SafeOgun';
