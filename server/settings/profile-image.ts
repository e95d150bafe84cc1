// Profile picture (spec 000 s.5: PNG or JPG, at least 280 px wide, 50 KB maximum): multipart POST
// checked by content and pixel size, stored in the database (files.data), served back to its owner
// (settings.profileImage / settings.profileImageFile, handlers.ts).
export const PROFILE_IMAGE = { maxBytes: 50 * 1024, kinds: ['png', 'jpeg'], kindsText: 'PNG or JPG' } as const;
// No upper bound in the spec; 2000 px keeps a 50 KB file from unpacking into a huge bitmap in browsers.
export const PROFILE_IMAGE_PIXELS = { minWidth: 280, maxWidth: 2000, maxHeight: 2000 };

export const profileImageUrl = (fileId: number | null) => (fileId ? `/api/v2/settings/profile_image/${fileId}/` : null);
