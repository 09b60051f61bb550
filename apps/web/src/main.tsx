import "@fontsource-variable/inter";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/routes";
import { connectivity } from "./lib/connectivity";
import { initLanguage } from "./lib/i18n/language";

connectivity.start();
// Hindi, if this device chose it: its chunk starts loading before the first render.
void initLanguage();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
