/** The document as far as openapi-typescript's output depends on it: less the validation keywords it never reads (unread-keywords.mjs). */
export declare function withoutUnreadKeywords(node: unknown): unknown;
