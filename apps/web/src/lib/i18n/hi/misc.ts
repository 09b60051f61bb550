/**
 * The remaining student-side and public screens: the study-material viewers and list, the sandbox checkout,
 * a blog post's page, the Contact, Courses, Fees and Registration pages and the route error page.
 */
export const misc: Record<string, string> = {
  // Study materials: the list (features/study-materials/format.ts, MaterialRow, MaterialGroups)
  "study.kindPdf": "PDF",
  "study.kindVideo": "वीडियो",
  "study.kindLink": "वीडियो लिंक",
  "study.stoppedAtPage": "पेज {{page}} पर रुके थे",
  "study.stoppedAt": "{{time}} पर रुके थे",
  "study.open": "खोलें",
  "study.openItem": "{{title}} खोलें",
  "study.continueItem": "{{title}} जारी रखें",
  "study.unlockItem": "{{title}} अनलॉक करें",
  "study.courseProgress": "{{course}} की प्रगति",
  "study.percentDone": "{{percent}}% पूरा",
  "study.general": "सामान्य",

  // Study materials: the viewers
  "viewer.loading": "व्यूअर लोड हो रहा है",
  "viewer.pages_one": "{{count}} पेज",
  "viewer.pages_other": "{{count}} पेज",
  "viewer.close": "बंद करें",
  "viewer.linkUnplayable": "यह लिंक यहाँ नहीं चलाया जा सकता।",
  "viewer.pageOf": "पेज {{page}} / {{count}}",
  "viewer.opening": "खुल रहा है…",
  "viewer.previousPage": "पिछला पेज",
  "viewer.nextPage": "अगला पेज",
  "viewer.zoomOut": "छोटा करें",
  "viewer.zoomIn": "बड़ा करें",
  "viewer.pdfError": "PDF नहीं खुल सका। इसे बंद करके फिर कोशिश करें।",
  "viewer.openingPdf": "PDF खुल रहा है",

  // The sandbox checkout (a test gateway, no real money)
  "sandbox.title": "सैंडबॉक्स चेकआउट",
  "sandbox.warning": "टेस्ट भुगतान: किसी कार्ड से पैसा नहीं कटता और कोई रकम नहीं जाती। ऑनलाइन भुगतान अभी जुड़े नहीं हैं।",
  "sandbox.product": "कोर्स और प्लान",
  "sandbox.amount": "राशि",
  "sandbox.orderId": "ऑर्डर ID",
  "sandbox.fail": "भुगतान विफल करें",
  "sandbox.pay": "{{amount}} का भुगतान करें",

  // A blog post's page (the post itself stays as written; its frame is SITE_HINDI in packages/domain)
  "blogPost.loading": "लेख लोड हो रहा है",
  "blogPost.loadError": "लेख लोड नहीं हो सका। अपना कनेक्शन जाँचें और फिर कोशिश करें।",
  "blogs.cardFallback": "Medhavi ब्लॉग",
  "blogs.rss": "RSS फ़ीड",

  // Contact page
  "eyebrow.Contact": "संपर्क",
  "contact.lead":
    "किसी कोर्स, फ़ीस, छात्रवृत्ति या अपने खाते के बारे में सवाल हैं? हमें कॉल करें या लिखें; हमारे काउंसलर कामकाजी दिनों में, आमतौर पर उसी दिन जवाब देते हैं।",
  "contact.call": "हमें कॉल करें",
  "contact.write": "हमें लिखें",
  "contact.visit": "हमसे मिलें",
  "contact.hoursTitle": "कार्यालय का समय",
  // Keyed by lib/brandContact.ts's English, so a changed timetable shows in English rather than stale Hindi.
  "contact.hours.Monday to Saturday, 9:00 am to 7:00 pm IST": "सोमवार से शनिवार, सुबह 9:00 से शाम 7:00 बजे (IST)",

  // Courses page
  "eyebrow.Courses": "कोर्स",
  "courses.title": "हमारे कोर्स",
  "courses.lead":
    "कक्षा 8 की नींव से लेकर स्नातकोत्तर प्रवेश और विदेश में पढ़ाई तक, हर कोर्स में कक्षाएँ, अध्ययन सामग्री, असली परीक्षा के पैटर्न पर टेस्ट और एक निजी मेंटर शामिल हैं।",
  "courses.catalogue": "कोर्स और फ़ीस",
  "courses.catalogueLead":
    "हर कोर्स में 15 दिन का मुफ़्त ट्रायल है। छमाही प्लान पर फ़ीस में 5% और सालाना पर 20% की छूट है; क़ीमतें रुपये में हैं।",
  "courses.programmes": "कार्यक्रम",
  "courses.short": "छोटे कोर्स",

  // Fee structure page (the plans' titles and features: plan.title.* and plan.feature.* in subscription.ts)
  "fees.trialNote": "15 दिन मुफ़्त",
  "fees.halfYearlyNote": "छमाही कोर्स फ़ीस, 6 महीने के लिए",
  "fees.yearlyNote": "सालाना कोर्स फ़ीस, 12 महीने के लिए",
  "fees.courseFees": "कोर्स फ़ीस",

  // Why page (its eyebrow names the brand, packages/domain BRAND.name)
  "eyebrow.Why Medhavi Academy": "Medhavi Academy क्यों",

  // Registration page
  "registration.create": "अपना खाता बनाएँ",
  "registration.login": "लॉगिन",

  // A page that failed to load or render
  "routeError.title": "कुछ गड़बड़ हो गई",
  "routeError.text":
    "यह पेज दिखाया नहीं जा सका। कृपया पेज रीलोड करें; अगर ऐसा बार-बार हो, तो अपना कनेक्शन जाँचें या कुछ मिनट बाद फिर कोशिश करें।",
  "routeError.reload": "पेज रीलोड करें",
};
