// The gallery's thumbnail box, shared by the server half (its URLs) and the client viewer (its <img> size). A plain
// module: a constant exported from the "use client" viewer would reach a server component as a client reference.
export const THUMBNAIL_PX = 64;
