// The public site's frame in Hindi (skip link, footer, a blog post's fixed text), shared by the web
// app's Hindi resources (spread into apps/web/src/lib/i18n/hi) and the server-rendered blog posts
// (apps/server/src/modules/blogs/chrome.ts), so each string has one source. Keyed as at the web's call
// sites, where the English source text is. Menu labels are on the menu items (navigation.ts).

export const SITE_HINDI = {
  "shell.skip": "सामग्री पर जाएँ",
  "shell.main": "मुख्य",
  "footer.label": "फ़ुटर",
  "footer.description":
    "फ़ाउंडेशन, JEE, NEET, मेडिकल प्रवेश और विदेश में पढ़ाई की परीक्षाओं के लिए ऑनलाइन कोचिंग, हर छात्र के लिए एक निजी मेंटर के साथ।",
  "footer.visit": "हमसे मिलें या कॉल करें",
  "footer.academy": "अकादमी",
  "footer.rights": "© {{year}} {{brand}}। सर्वाधिकार सुरक्षित।",
  "blogs.reading": "{{minutes}} मिनट में पढ़ें",
  // A blog post's page (the post itself stays as written)
  "blogPost.whatsapp": "WhatsApp पर शेयर करें",
  "blogPost.copyLink": "लिंक कॉपी करें",
  "msg.Link copied.": "लिंक कॉपी हो गया।",
  "msg.Copy the address from the browser's address bar.": "ब्राउज़र के एड्रेस बार से पता कॉपी करें।",
  "blogPost.allPosts": "← सभी लेख",
  "blogPost.shareNudge": "काम का लगा? इसे अपने साथ तैयारी कर रहे किसी दोस्त से शेयर करें।",
  "blogPost.related": "संबंधित लेख",
  "blogPost.tags": "टैग",
} as const satisfies Record<string, string>;
