/** How a user is named in labels: an invited user has no name until they accept. */
export function displayName(user: { name: string; email: string }): string {
  return user.name.trim() || user.email;
}
