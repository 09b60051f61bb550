/**
 * Full page navigations, behind one object so components stay testable (jsdom cannot navigate).
 * Login reloads the app at "/" so every screen starts from the fresh session (spec section 4).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
