/** The image types an upload accepts (same list as the server). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
