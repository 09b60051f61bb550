/** The test: instructions, player (NTA's button and palette names as NTA's Hindi screen has them), result. */
export const player: Record<string, string> = {
  // Palette statuses (NTA's Hindi terms)
  "palette.not-visited": "नहीं देखा गया",
  "palette.not-answered": "उत्तर नहीं दिया",
  "palette.answered": "उत्तर दिया",
  "palette.marked": "समीक्षा के लिए चिह्नित",
  "palette.answered-marked": "उत्तर दिया और समीक्षा के लिए चिह्नित",
  "palette.meaning.not-visited": "स्लेटी वर्ग: आपने यह प्रश्न अभी खोला नहीं है।",
  "palette.meaning.not-answered": "लाल वर्ग: आपने प्रश्न खोला पर उत्तर नहीं दिया।",
  "palette.meaning.answered": "हरा वर्ग: उत्तर दिया; इसका मूल्यांकन होगा।",
  "palette.meaning.marked":
    "बैंगनी गोला: अभी उत्तर नहीं, बाद में लौटने के लिए चिह्नित। जब तक उत्तर न दें, इसके अंक नहीं मिलते।",
  "palette.meaning.answered-marked":
    "हरे टिक वाला बैंगनी गोला: उत्तर दिया और चिह्नित। आप न भी लौटें, तब भी उत्तर का मूल्यांकन होगा।",

  // Buttons and bar
  "player.saveNext": "सेव करें और आगे बढ़ें",
  "player.markNext": "समीक्षा के लिए चिह्नित करें और आगे बढ़ें",
  "player.clear": "उत्तर मिटाएँ",
  "player.previous": "पिछला",
  "player.paper": "प्रश्न पत्र",
  "player.palette": "प्रश्न पैलेट",
  "player.paletteTitle": "प्रश्न पैलेट",
  "player.paletteItem": "प्रश्न {{n}}, {{status}}",
  "player.closePalette": "पैलेट बंद करें",
  "player.timeLeft": "शेष समय",
  "player.timeLeftAria": "शेष समय: {{time}}",
  "player.minutesLeft_one": "इस टेस्ट में {{count}} मिनट बचा है।",
  "player.minutesLeft_other": "इस टेस्ट में {{count}} मिनट बचे हैं।",
  "player.shortcuts": "कीबोर्ड शॉर्टकट",
  "player.shortcutsTip": "कीबोर्ड शॉर्टकट (?)",
  "player.shortcutsOff": "लिखित उत्तर टाइप करते समय शॉर्टकट बंद रहते हैं।",
  "player.backToTest": "टेस्ट पर वापस जाएँ",
  "player.submit": "सबमिट करें",
  "player.offline": "आप ऑफ़लाइन हैं। उत्तर देते रहें: आपके उत्तर इसी डिवाइस पर रहते हैं और कनेक्शन लौटते ही भेज दिए जाते हैं।",
  "player.answerAny": "कोई भी {{n}} हल करें",
  "player.offlineSaves_one": "ऑफ़लाइन — {{count}} उत्तर ऑनलाइन लौटने पर भेजा जाएगा",
  "player.offlineSaves_other": "ऑफ़लाइन — {{count}} उत्तर ऑनलाइन लौटने पर भेजे जाएँगे",
  "player.savingStopped": "सेव होना रुक गया है",
  "player.saving": "सेव हो रहा है…",
  "player.allSaved": "सभी उत्तर सेव हो गए",
  "player.saveFailed": "आपके उत्तर सेव नहीं हो सके: सेव होना रुक गया है।",

  // Submit dialog
  "player.submitTitle.student": "टेस्ट सबमिट करें?",
  "player.submitTitle.time": "समय समाप्त",
  "player.submitTitle.closed": "यह टेस्ट समाप्त हो गया है",
  "player.beingSubmitted": "आपके उत्तर सबमिट किए जा रहे हैं।",
  "player.closedText": "सर्वर अब इस टेस्ट के उत्तर नहीं ले रहा, इसलिए जो उत्तर सेव हैं उन्हीं के साथ यह सबमिट हो रहा है।",
  "player.confirmText": "सबमिट करने के बाद आप अपने उत्तर नहीं बदल सकते। आपकी स्थिति यह है:",
  "player.total": "कुल",
  "player.questions": "प्रश्न",
  "player.byStatus": "स्थिति के अनुसार आपके उत्तर",
  "player.status": "स्थिति",
  "player.waitingSave_one":
    "{{count}} उत्तर सेव करने के लिए कनेक्शन की प्रतीक्षा है। उत्तर सेव होते ही टेस्ट सबमिट हो जाएगा।",
  "player.waitingSave_other":
    "{{count}} उत्तर सेव करने के लिए कनेक्शन की प्रतीक्षा है। उत्तर सेव होते ही टेस्ट सबमिट हो जाएगा।",
  "player.savingAnswers": "आपके उत्तर सेव हो रहे हैं…",
  "player.noConnection": "कनेक्शन नहीं है। ऑनलाइन लौटते ही टेस्ट सबमिट हो जाएगा; यह पेज खुला रखें।",
  "player.submitting": "सबमिट हो रहा है…",
  "player.keepAnswering": "उत्तर देना जारी रखें",
  "player.submitTest": "टेस्ट सबमिट करें",
  "player.leave": "टेस्ट छोड़ें",
  "player.tryAgain": "फिर कोशिश करें",

  // Question
  "question.number": "प्रश्न {{n}}",
  "question.written": "लिखित उत्तर",
  "question.integer": "संख्यात्मक (पूर्णांक)",
  "question.numerical": "संख्यात्मक",
  "question.multi": "एक या अधिक सही",
  "question.single": "एक सही",
  "question.marksAria": "{{marks}} अंक, {{negative}} ऋणात्मक",
  "question.yourAnswer": "आपका उत्तर",
  "question.count": "{{used}} / {{max}} अक्षर · टाइप करते ही सेव होता है",
  "question.option": "विकल्प {{key}}: ",
  "question.yourNumber": "आपका उत्तर (एक संख्या)",
  "question.wholeNumber": "एक पूर्ण संख्या।",
  "question.decimal": "एक संख्या; दशमलव के लिए . लगाएँ।",
  "question.keypad": "संख्या कीपैड",
  "question.minus": "ऋण चिह्न",
  "question.point": "दशमलव बिंदु",
  "question.backspace": "बैकस्पेस",
  "question.clearAll": "सब मिटाएँ",
  "question.numericalAnswer": "संख्यात्मक उत्तर",

  // Shortcuts (keys: the English action)
  "shortcut.Save & Next": "सेव करें और आगे बढ़ें",
  "shortcut.Previous question": "पिछला प्रश्न",
  "shortcut.Mark for Review & Next": "समीक्षा के लिए चिह्नित करें और आगे बढ़ें",
  "shortcut.Clear Response": "उत्तर मिटाएँ",
  "shortcut.Choose option A to I": "विकल्प A से I चुनें",
  "shortcut.Show these shortcuts": "ये शॉर्टकट दिखाएँ",
  "shortcut.Move between options, buttons and the palette": "विकल्पों, बटनों और पैलेट के बीच जाएँ",

  // Instructions page
  "exam.lead":
    "निर्देश पढ़ें, फिर तैयार होने पर शुरू करें: टाइमर टेस्ट के साथ शुरू होता है और समय पूरा होते ही टेस्ट अपने-आप सबमिट हो जाता है।",
  "exam.duration": "अवधि",
  "exam.totalMarks": "कुल अंक",
  "exam.sections": "खंड",
  "exam.instructions": "निर्देश",
  "exam.marking": "अंकन योजना",
  "exam.paletteText": "प्रश्न के पास का पैलेट हर प्रश्न की स्थिति दिखाता है; किसी प्रश्न पर जाने के लिए उसकी संख्या चुनें।",
  "exam.savedText":
    "हर उत्तर देते ही सेव हो जाता है, कनेक्शन न हो तब भी: वह इसी डिवाइस पर रहता है और ऑनलाइन लौटने पर भेज दिया जाता है।",
  "exam.rule.negative": "सही उत्तर पर +{{marks}}, ग़लत उत्तर पर −{{negative}}, बिना उत्तर वाले प्रश्न पर 0।",
  "exam.rule.noNegative": "सही उत्तर पर +{{marks}}; ग़लत उत्तर पर कोई अंक नहीं कटते।",
  "exam.rule.perQuestion":
    "अंक प्रश्न के अनुसार अलग हैं: हर प्रश्न पर उसके अंक (+) और ग़लत उत्तर पर कटने वाले अंक (−) दिखते हैं।",
  "exam.rule.jeeAdvanced":
    "एक से अधिक सही विकल्प वाले प्रश्न (JEE Advanced): सभी सही विकल्प चुनने और कोई ग़लत न चुनने पर पूरे अंक; कुछ सही विकल्प छूटने और कोई ग़लत न चुनने पर हर चुने गए सही विकल्प के लिए +1 (+3, +2 या +1); कोई भी ग़लत विकल्प चुनने पर ऋणात्मक अंक।",
  "exam.rule.scaled":
    "एक से अधिक सही विकल्प वाले प्रश्न: सभी सही विकल्प चुनने और कोई ग़लत न चुनने पर पूरे अंक; कुछ सही विकल्प छूटने और कोई ग़लत न चुनने पर चुने गए सही विकल्पों के अनुपात में अंक (2 में से 1 पर आधे); कोई भी ग़लत विकल्प चुनने पर ऋणात्मक अंक।",
  "exam.rule.allOrNothing":
    "एक से अधिक सही विकल्प वाले प्रश्नों में अंक तभी मिलते हैं जब सभी सही विकल्प चुने जाएँ और कोई ग़लत नहीं।",
  "exam.rule.written":
    "लिखित उत्तरों का मूल्यांकन सबमिट करने के बाद परीक्षक करते हैं; उसके बाद ही आपका स्कोर अंतिम होता है।",

  // Durations
  "time.hours_one": "{{count}} घंटा",
  "time.hours_other": "{{count}} घंटे",
  "time.minutes_one": "{{count}} मिनट",
  "time.minutes_other": "{{count}} मिनट",
  "time.seconds_one": "{{count}} सेकंड",
  "time.seconds_other": "{{count}} सेकंड",
};
