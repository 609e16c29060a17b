/** An id as one URL path segment (ids are opaque strings). */
export const seg = encodeURIComponent;
