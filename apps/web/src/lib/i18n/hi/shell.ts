import { NAV_HINDI, SITE_HINDI } from "@medhavi/domain";

/** The shell, navigation, home and public pages. */
export const shell: Record<string, string> = {
  // Language switch
  "lang.label": "भाषा",
  "lang.switchTo": "Switch to English",

  // Navigation (keys are the English labels): the site's menus and frame have their Hindi in
  // packages/domain (navigation.ts, siteHindi.ts), shared with the server-rendered blog posts.
  ...NAV_HINDI,
  ...SITE_HINDI,
  // The student's menus (app/navItems.ts)
  "nav.Study Materials": "अध्ययन सामग्री",
  "nav.Forum": "फ़ोरम",
  "nav.Profile": "प्रोफ़ाइल",
  "nav.Active Tests": "चालू टेस्ट",
  "nav.Attempt History": "प्रयासों का इतिहास",
  "nav.Chat With Us": "हमसे चैट करें",
  "nav.Payment History": "भुगतान का इतिहास",

  // Shell
  "shell.login": "लॉगिन/साइनअप",
  "shell.logout": "लॉगआउट",
  "shell.openMenu": "मेनू खोलें",
  "shell.closeMenu": "मेनू बंद करें",
  "shell.menu": "मेनू",
  "shell.openProfileMenu": "प्रोफ़ाइल मेनू खोलें",
  "shell.loadingPage": "पेज लोड हो रहा है",
  "float.enrol": "अभी नामांकन करें",

  // 404
  "notFound.title": "पेज नहीं मिला",
  "notFound.text": "आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है। पता जाँच लें, या होम पेज से फिर शुरू करें।",
  "notFound.home": "होम पेज पर जाएँ",

  // Home page
  "home.title": "होम",
  "home.kicker": "ऑनलाइन कोचिंग · कक्षा 8 से 12 · JEE · NEET · विदेश में पढ़ाई",
  "home.heading": "ऐसी कोचिंग जो जानती है कि आप कहाँ खड़े हैं",
  "home.lead":
    "साफ़-सुथरी कक्षाएँ, अध्याय-वार अध्ययन सामग्री और असली परीक्षा के पैटर्न पर समयबद्ध टेस्ट, साथ में एक निजी मेंटर जो आपके हर नतीजे को आपके साथ बैठकर देखता है।",
  "home.trial": "अपना 15 दिन का मुफ़्त ट्रायल शुरू करें",
  "home.demo": "डेमो टेस्ट दें",
  "home.trialFree": "ट्रायल मुफ़्त है; शुरू करने के लिए कोई भुगतान नहीं चाहिए।",
  "home.tracks": "अपनी परीक्षा का ट्रैक चुनें",
  "home.tracksLead":
    "हर ट्रैक में कक्षाएँ, अध्ययन सामग्री, टेस्ट और एक मेंटर शामिल हैं। अपना ट्रैक चुनें और देखें कि उसमें क्या-क्या है।",
  "home.why": "छात्र {{brand}} को क्यों चुनते हैं",
  "home.reason.mentor.title": "हर छात्र के लिए एक मेंटर",
  "home.reason.mentor.text": "आपका निजी मेंटर आपके साथ आपके टेस्ट देखता है और तय करता है कि आगे क्या पढ़ना है।",
  "home.reason.tests.title": "असली परीक्षा जैसे टेस्ट",
  "home.reason.tests.text": "असली पैटर्न और समय पर साप्ताहिक और मासिक टेस्ट, हर प्रश्न के हल के साथ।",
  "home.reason.anywhere.title": "कहीं भी पढ़ें",
  "home.reason.anywhere.text": "अपने फ़ोन या कंप्यूटर पर जब चाहें वीडियो और अध्याय-वार अध्ययन सामग्री।",
  "home.reason.fees.title": "उचित और सरल फ़ीस",
  "home.reason.fees.text": "15 दिन का मुफ़्त ट्रायल, फिर छमाही या सालाना प्लान, 5% और 20% की छूट के साथ।",
  "home.more": "हम कैसे पढ़ाते हैं, इसके बारे में और जानें →",
  "home.cta": "15 दिन मुफ़्त से शुरुआत करें",
  "home.ctaText":
    "अपना कोर्स चुनें, अपना मेंटर पाएँ और इसी हफ़्ते अपना पहला टेस्ट दें। या पहले एक मुफ़्त डेमो टेस्ट देकर देखें कि आप कैसा करते हैं।",
  "home.chooseCourse": "कोर्स चुनें",

  // Information pages: fixed text around the CMS copy (which stays as staff wrote it)
  "page.loadError": "इस पेज का पाठ लोड नहीं हो सका। अपना कनेक्शन जाँचें।",
  "page.loading": "पेज लोड हो रहा है",
  "eyebrow.About us": "हमारे बारे में",
  "eyebrow.Classes 8 to 10": "कक्षा 8 से 10",
  "eyebrow.Engineering entrance": "इंजीनियरिंग प्रवेश",
  "eyebrow.Enrol": "नामांकन",
  "eyebrow.Fees": "फ़ीस",
  "eyebrow.JEE · Short course": "JEE · छोटा कोर्स",
  "eyebrow.Legal": "क़ानूनी",
  "eyebrow.MBBS · BDS · AYUSH": "MBBS · BDS · AYUSH",
  "eyebrow.Mathematics · Short course": "गणित · छोटा कोर्स",
  "eyebrow.Medical entrance · Classes 11 and 12": "मेडिकल प्रवेश · कक्षा 11 और 12",
  "eyebrow.Partner with us": "हमारे साझेदार बनें",
  "eyebrow.Postgraduate dental entrance": "स्नातकोत्तर डेंटल प्रवेश",
  "eyebrow.Postgraduate medical entrance": "स्नातकोत्तर मेडिकल प्रवेश",
  "eyebrow.Scholarship": "छात्रवृत्ति",
  "eyebrow.Students": "छात्र",
  "eyebrow.Study abroad": "विदेश में पढ़ाई",
  "action.Ask about the scholarship": "छात्रवृत्ति के बारे में पूछें",
  "action.Become a partner": "साझेदार बनें",
  "action.Choose a course and subscribe": "कोर्स चुनें और सदस्यता लें",
  "action.Choose a course": "कोर्स चुनें",
  "action.Contact us": "हमसे संपर्क करें",
  "action.Explore courses": "कोर्स देखें",
  "action.NEET MDS for dental graduates": "डेंटल स्नातकों के लिए NEET MDS",
  "action.Scholarship": "छात्रवृत्ति",
  "action.See fee plans": "फ़ीस प्लान देखें",
  "action.See the full JEE programme": "पूरा JEE कार्यक्रम देखें",
  "action.See the price for your course": "अपने कोर्स की क़ीमत देखें",
  "action.See the two-year NEET programme": "दो साल का NEET कार्यक्रम देखें",
  "action.Start a 15-day free trial": "15 दिन का मुफ़्त ट्रायल शुरू करें",
  "action.Take a demo test": "डेमो टेस्ट दें",
  "action.Talk to a counsellor": "काउंसलर से बात करें",

  // Blog list (the posts themselves stay as written)
  "blogs.lead":
    "परीक्षा की सूचनाएँ, तैयारी की गाइड और पढ़ाई के सुझाव, JEE, NEET और विदेश में पढ़ाई के इच्छुक छात्रों के लिए, हमारे शिक्षकों और मेंटरों की क़लम से।",
  "blogs.search": "ब्लॉग में खोजें",
  "blogs.categories": "श्रेणियाँ",
  "blogs.all": "सभी",
  "blogs.loading": "लेख लोड हो रहे हैं",
  "blogs.loadError": "लेख लोड नहीं हो सके। अपना कनेक्शन जाँचें और फिर कोशिश करें।",
  "blogs.noMatch": "कोई लेख मेल नहीं खाता",
  "blogs.none": "अभी कोई लेख नहीं है",
  "blogs.tryAnother": "कोई दूसरा शब्द आज़माएँ या फ़िल्टर हटा दें।",
  "blogs.soon": "हमारे पहले लेख जल्द आ रहे हैं। कुछ दिन बाद फिर देखें।",
  "eyebrow.Blogs": "ब्लॉग",

  // Notifications (the messages themselves are written by staff)
  "notif.title": "सूचनाएँ",
  "notif.unread": "{{unread}} अपठित सूचनाएँ",
  "notif.unreadOne": "1 अपठित सूचना",
  "notif.dismiss": "बंद करें",
  "notif.welcome": "आपका स्वागत है!",
  "notif.loading": "सूचनाएँ लोड हो रही हैं",
  "notif.retry": "फिर कोशिश करें",
  "notif.loadError": "सूचनाएँ लोड नहीं हो सकीं।",
  "notif.empty": "कोई नई सूचना नहीं है",
  "notif.emptyText": "नए टेस्ट और आपके मेंटरों की ख़बरें यहाँ दिखेंगी।",
  "notif.list": "सूचनाओं की सूची",
  "notif.hide": "सूचना छिपाएँ",
  "notif.hideShort": "छिपाएँ",

  // Track cards (keys: the track's path)
  "track.explore": "कोर्स देखें",
  "track./foundation-builder.title": "फ़ाउंडेशन",
  "track./foundation-builder.audience": "कक्षा 8 से 10",
  "track./foundation-builder.summary":
    "स्कूल की परीक्षाओं, ओलंपियाड और JEE या NEET की जल्दी शुरुआत के लिए गणित और विज्ञान की मज़बूत नींव।",
  "track./jee-entrance.title": "JEE Main और Advanced",
  "track./jee-entrance.audience": "कक्षा 11, 12 और ड्रॉपर",
  "track./jee-entrance.summary":
    "NIT, IIIT और IIT में प्रवेश के लिए भौतिकी, रसायन विज्ञान और गणित की पढ़ाई, NTA पैटर्न पर टेस्ट के साथ।",
  "track./neet-ug-integrated.title": "NEET UG",
  "track./neet-ug-integrated.audience": "कक्षा 11 और 12",
  "track./neet-ug-integrated.summary":
    "दो साल का एकीकृत कार्यक्रम, जिसमें बोर्ड का पाठ्यक्रम और NEET UG की भौतिकी, रसायन विज्ञान और जीव विज्ञान दोनों शामिल हैं।",
  "track./neet-pg.title": "NEET PG और MDS",
  "track./neet-pg.audience": "MBBS और BDS स्नातक",
  "track./neet-pg.summary": "स्नातकोत्तर मेडिकल और डेंटल प्रवेश के लिए विषय-वार दोहराई और पूरे मॉक टेस्ट।",
  "track./medical-entrance.title": "मेडिकल प्रवेश",
  "track./medical-entrance.audience": "कक्षा 12 और ड्रॉपर",
  "track./medical-entrance.summary":
    "NEET UG के ज़रिए MBBS, BDS और AYUSH में प्रवेश की केंद्रित तैयारी, दोबारा परीक्षा देने वालों के बैच सहित।",
  "track./gre-toefl.title": "GRE और TOEFL",
  "track./gre-toefl.audience": "विदेश में पढ़ने की योजना बना रहे स्नातक",
  "track./gre-toefl.summary":
    "विदेशी विश्वविद्यालयों के लिए वर्बल और क्वांटिटेटिव रीज़निंग, विश्लेषणात्मक लेखन और अंग्रेज़ी दक्षता।",
  "track./hit-jee.title": "HIT JEE",
  "track./hit-jee.audience": "कक्षा 12 और ड्रॉपर",
  "track./hit-jee.summary": "JEE Main से पहले के आख़िरी महीनों में गहन दोहराई और रोज़ का समयबद्ध अभ्यास।",
  "track./math-crash.title": "गणित क्रैश कोर्स",
  "track./math-crash.audience": "कक्षा 11 और 12",
  "track./math-crash.summary": "बोर्ड और JEE Main के लिए कक्षा 11 और 12 के गणित की छोटी, गहन दोहराई।",
  // Offline banner, queued changes, new version
  "outbox.pending_one": "{{count}} बदलाव ऑनलाइन लौटते ही भेजा जाएगा।",
  "outbox.pending_other": "{{count}} बदलाव ऑनलाइन लौटते ही भेजे जाएँगे।",
  "outbox.sending_one": "{{count}} बदलाव भेजा जा रहा है…",
  "outbox.sending_other": "{{count}} बदलाव भेजे जा रहे हैं…",
  "outbox.retry": "फिर कोशिश करें",
  "outbox.queued": "कनेक्शन नहीं है। ऑनलाइन लौटते ही भेज देंगे: {{what}}।",
  "outbox.label.Your profile changes": "आपकी प्रोफ़ाइल के बदलाव",
  "outbox.label.Your study progress": "आपकी अध्ययन प्रगति",
  "outbox.label.Your application form": "आपका आवेदन फ़ॉर्म",
  "outbox.label.Your doubt": "आपका डाउट",
  "outbox.label.Your forum answer": "फ़ोरम पर आपका उत्तर",
  "update.available": "नया संस्करण उपलब्ध है",
  "update.reload": "रीलोड करें",
  "update.later": "बाद में",
};
