/**
 * After a test and around it: the answer key and challenges, answers and solutions, the objective-tests
 * explainer with its worked example, the open-test cards and the free demo pages.
 */
export const results: Record<string, string> = {
  // Answer key (/answer-key/:examId)
  "answerKey.title": "उत्तर कुंजी",
  "answerKey.lead": "आपके दिए टेस्ट की अनंतिम उत्तर कुंजी, और उस पर आपत्तियाँ।",
  "answerKey.loggedOutLead": "अपने टेस्ट की उत्तर कुंजी देखने के लिए लॉगिन करें।",
  "answerKey.noSuchTest": "ऐसा कोई टेस्ट नहीं है।",
  "answerKey.loading": "उत्तर कुंजी लोड हो रही है…",
  "answerKey.loadError": "उत्तर कुंजी लोड नहीं हो सकी।",
  "answerKey.yourScore": "आपका स्कोर:",
  "answerKey.ofMax": "/ {{max}}",
  "answerKey.open": "अनंतिम उत्तर कुंजी। आप {{until}} तक किसी प्रश्न पर आपत्ति दर्ज कर सकते हैं।",
  "answerKey.openFee":
    "अनंतिम उत्तर कुंजी। आप {{until}} तक किसी प्रश्न पर आपत्ति दर्ज कर सकते हैं (शुल्क ₹{{fee}} प्रति प्रश्न)।",
  "answerKey.closed": "आपत्तियों का समय समाप्त हो गया है। जिन प्रश्नों की कुंजी संशोधित हुई, उनकी अंतिम कुंजी दिखाई गई है।",
  "answerKey.dropped": "रद्द",
  "answerKey.revised": "कुंजी संशोधित",
  "answerKey.youChallenged": "आपने इस पर आपत्ति की",
  "answerKey.provisionalKey": "अनंतिम कुंजी:",
  "answerKey.finalKey": "अंतिम कुंजी:",
  "answerKey.yourAnswer": "आपका उत्तर:",
  "answerKey.notAnswered": "उत्तर नहीं दिया",
  "answerKey.range": "{{min}} से {{max}}",
  "answerKey.why": "प्रश्न {{n}} की कुंजी ग़लत क्यों है?",
  "answerKey.notSaved": "सेव नहीं हुआ।",
  "answerKey.challenge": "इस उत्तर पर आपत्ति दर्ज करें",
  // The answer key's server messages (packages/domain KEY_MESSAGES), also shown as toasts
  "msg.The provisional answer key is published when the test window closes.":
    "टेस्ट की समय-सीमा समाप्त होने पर अनंतिम उत्तर कुंजी प्रकाशित की जाती है।",
  "msg.This test does not take challenges to its answer key.": "इस टेस्ट की उत्तर कुंजी पर आपत्तियाँ नहीं ली जातीं।",
  "msg.Only students who took this test may see its answer key or challenge it.":
    "इस टेस्ट की उत्तर कुंजी केवल वही छात्र देख सकते हैं या उस पर आपत्ति कर सकते हैं जिन्होंने यह टेस्ट दिया है।",
  "msg.You have already challenged this question.": "आप इस प्रश्न पर पहले ही आपत्ति दर्ज कर चुके हैं।",
  "msg.That question is not in this test.": "वह प्रश्न इस टेस्ट में नहीं है।",
  "msg.Say why the key is wrong.": "बताएँ कि कुंजी ग़लत क्यों है।",
  // Answers withheld (packages/domain answersWithheldNotice, the forms without a date)
  "msg.This test does not show correct answers or solutions.": "यह टेस्ट सही उत्तर या हल नहीं दिखाता।",
  "msg.Answers will be shown after your last attempt, or when the test window closes.":
    "उत्तर आपके अंतिम प्रयास के बाद, या टेस्ट की समय-सीमा समाप्त होने पर दिखाए जाएँगे।",
  "msg.Answers will be shown after the test window closes.":
    "उत्तर टेस्ट की समय-सीमा समाप्त होने के बाद दिखाए जाएँगे।",

  // Answers and solutions (/mcq-answers/:examId/:attemptId)
  "answers.title": "उत्तर और हल",
  "answers.lead": "सबमिट किए गए टेस्ट की प्रश्न-दर-प्रश्न समीक्षा करें: आपका उत्तर, सही उत्तर और विस्तृत हल।",
  "answers.loggedOutLead": "अपने टेस्ट के उत्तर और हल देखने के लिए लॉगिन करें।",
  "answers.loading": "समीक्षा लोड हो रही है",
  "answers.notFound": "यह प्रयास नहीं मिला",
  "answers.notFoundText": "हो सकता है लिंक ग़लत हो, या यह प्रयास किसी दूसरे खाते का हो।",
  "answers.seeHistory": "अपने प्रयासों का इतिहास देखें",
  "answers.inProgress": "यह टेस्ट अभी जारी है",
  "answers.inProgressText": "इसके उत्तर और हल टेस्ट सबमिट करने पर खुलते हैं। टेस्ट पूरा करके सबमिट करने के लिए उसे जारी रखें।",
  "answers.resume": "टेस्ट जारी रखें",
  "answers.loadError": "समीक्षा लोड नहीं हो सकी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।",

  // The review of an attempt
  "review.answerKeyLink": "उत्तर कुंजी और आपत्तियाँ",
  "review.pendingWritten": "लिखित उत्तरों का मूल्यांकन बाकी है; आपका स्कोर बढ़ सकता है।",
  "review.ownAnswers": "आप अब भी अपने उत्तर और हर प्रश्न के अंक देख सकते हैं।",
  "review.noMatch": "यहाँ कोई प्रश्न “{{filter}}” से मेल नहीं खाता।",
  "review.filter.all": "सभी",
  "review.filter.correct": "सही",
  "review.filter.partial": "आंशिक रूप से सही",
  "review.filter.wrong": "ग़लत",
  "review.filter.unanswered": "उत्तर नहीं दिया",
  "review.filter.pending": "मूल्यांकन बाकी",
  "review.filter.marked": "चिह्नित",
  "review.timeSpent": "लगा समय {{time}}",
  "review.acceptedAnswer": "स्वीकार्य उत्तर",
  "numeric.exactly": "ठीक {{value}}",
  "numeric.tolerance": "{{value}} ± {{tolerance}}: {{min}} से {{max}} तक कोई भी मान",
  "numeric.range": "{{min}} से {{max}} तक कोई भी मान",
  "numeric.whole": "{{text}} (एक पूर्ण संख्या)",

  // Open-test cards and the attempt history
  "exams.alwaysOpen": "हमेशा खुला",
  "exams.until": "{{time}} तक",
  "exams.from": "{{time}} से",
  "exams.perQuestion": "हर प्रश्न के अनुसार",
  "exams.partialCredit": "{{base}}, आंशिक अंक",
  "exams.attemptsUsed": "{{allowed}} में से {{used}} उपयोग किए",
  "exams.resumeAria": "जारी रखें: {{title}}",
  "exams.viewResultAria": "परिणाम देखें: {{title}}",
  "exams.startAgainAria": "फिर से शुरू करें: {{title}}",
  "exams.startAria": "शुरू करें: {{title}}",
  "exams.reviewAria": "समीक्षा: {{title}}",

  // Objective tests (/test-objective)
  "objective.title": "वस्तुनिष्ठ टेस्ट",
  "objective.lead":
    "वस्तुनिष्ठ टेस्ट बहुविकल्पीय टेस्ट होते हैं, जैसे कंप्यूटर आधारित JEE Main और NEET PG के पेपर। ये जल्दी दिखा देते हैं कि कौन-से कॉन्सेप्ट आपको अच्छी तरह आते हैं और किन्हें फिर से देखने की ज़रूरत है।",
  "eyebrow.Tests": "टेस्ट",
  "action.See courses": "कोर्स देखें",
  "action.Learn about objective tests": "वस्तुनिष्ठ टेस्ट के बारे में जानें",
  "objective.types": "प्रश्नों के प्रकार",
  "objective.types.1": "एकल चयन: ठीक एक विकल्प सही होता है।",
  "objective.types.2": "बहु चयन: एक या अधिक विकल्प सही होते हैं, जैसे JEE Advanced में।",
  "objective.types.3": "कुछ टेस्ट में लिखित प्रश्न भी होते हैं; आपके सबमिट करने के बाद हमारे शिक्षक उन्हें जाँचते हैं।",
  "objective.types.4":
    "हर प्रश्न पर आसान, मध्यम, कठिन या बहुत कठिन का टैग होता है, ताकि आप देख सकें कि हर स्तर पर आपका प्रदर्शन कैसा है।",
  "objective.marking": "अंकन",
  "objective.marking.1":
    "सही उत्तर पर +4, ग़लत पर −1 और छोड़े गए प्रश्न पर 0, जैसे JEE Main और NEET में। कुछ अभ्यास टेस्ट +1 / 0 का उपयोग करते हैं, बिना नेगेटिव मार्किंग के।",
  "objective.marking.2": "बहु चयन में पूरे अंक तभी मिलते हैं जब आप ठीक-ठीक सभी सही विकल्प चुनें।",
  "objective.marking.3":
    "JEE Advanced की तरह जाँचे जाने वाले टेस्ट (+4 / −2) आंशिक अंक देते हैं: कुछ सही विकल्प चुनने और कोई ग़लत विकल्प न चुनने पर हर चुने गए सही विकल्प के लिए +1 मिलता है। आंशिक अंक वाले दूसरे टेस्ट चुने गए सही विकल्पों के अनुपात में अंक देते हैं। एक भी ग़लत विकल्प पूरे उत्तर को ग़लत बना देता है।",
  "objective.marking.4":
    "उदाहरण: सही विकल्प A, C और D हैं। A, C और D चुनने पर +4; A और C चुनने पर +2; A और B चुनने पर −1 मिलता है।",
  "objective.during": "टेस्ट के दौरान",
  "objective.during.1": "टाइमर बचा हुआ समय दिखाता है; समय खत्म होने पर टेस्ट अपने आप सबमिट हो जाता है।",
  "objective.during.2":
    "ऊपर के खंड टैब और प्रश्न पैलेट आपको किसी भी प्रश्न पर ले जाते हैं; सबमिट करने तक आप कहीं भी आ-जा सकते हैं।",
  "objective.during.3":
    "किसी प्रश्न पर बाद में लौटने के लिए उसे समीक्षा के लिए चिह्नित करें। उत्तर दिया गया प्रश्न चिह्नित करने पर भी उत्तरित ही रहता है।",
  "objective.palette": "प्रश्न पैलेट",
  "objective.autosave": "अपने आप सेव और ऑफ़लाइन होना",
  "objective.autosave.1": "हर उत्तर चुनने के एक पल बाद सेव हो जाता है; सेव बटन दबाना भूलने का सवाल ही नहीं।",
  "objective.autosave.2":
    "कनेक्शन टूटने पर भी टेस्ट चलता रहता है: आपके उत्तर आपके डिवाइस पर रहते हैं और ऑनलाइन होते ही क्रम से भेज दिए जाते हैं।",
  "objective.autosave.3":
    "टाइमर हमारे सर्वर की घड़ी पर चलता है। टैब बंद करने से वह नहीं रुकता; जहाँ छोड़ा था वहीं से आगे बढ़ने के लिए चालू टेस्ट से टेस्ट फिर खोलें, आपके उत्तर वैसे ही मिलेंगे।",
  "objective.autosave.4":
    "केवल वही उत्तर गिने जाते हैं जो समय खत्म होने से पहले हम तक पहुँचते हैं, इसलिए ऑफ़लाइन हों तो अंत से पहले फिर से जुड़ें।",
  "objective.after": "टेस्ट के बाद",
  "objective.after.1":
    "आपको तुरंत अपना स्कोर, सटीकता, रैंक और पर्सेंटाइल दिखता है, फिर हर प्रश्न आपके उत्तर, सही उत्तर और विस्तृत हल के साथ। लिखित उत्तरों के अंक मूल्यांकन के बाद जुड़ते हैं। आपके प्रयास आपके प्रयासों के इतिहास में रहते हैं, ताकि आप अपनी प्रगति देख सकें।",
  "objective.tips": "सुझाव",
  "objective.tips.1": "पहले वे प्रश्न हल करें जिनके बारे में आप आश्वस्त हैं, फिर समीक्षा के लिए चिह्नित प्रश्नों पर लौटें।",
  "objective.tips.2":
    "+4 / −1 में, चार विकल्पों में से अंधा अनुमान औसतन +0.25 का होता है; एक विकल्प हटा सकें तो यह लगभग +0.67 और दो हटा सकें तो +1.5 हो जाता है।",
  "objective.tips.3":
    "आंशिक अंक वाले प्रश्नों में केवल वही विकल्प चुनें जिनके बारे में आप आश्वस्त हों: एक ग़लत विकल्प सही विकल्पों के अंक भी ले डूबता है।",
  "objective.tips.4": "अंत में कुछ मिनट रखें और पैलेट में लाल (उत्तर नहीं दिया) प्रश्न देख लें।",
  "objective.example": "आज़माएँ: एक हल किया हुआ उदाहरण",
  "objective.exampleLead":
    "इसी प्रारूप में छह छोटे प्रश्न, +4 / −1 से जाँचे गए, बहु चयन वाले प्रश्नों पर आंशिक अंकों के साथ। उत्तर चुनें और जाँचें, ताकि दिखे कि उस पर कितने अंक मिलते और हल क्या है।",
  "objective.loading": "उदाहरण लोड हो रहा है",
  "objective.loadError": "नमूना प्रश्न लोड नहीं हो सके।",
  "objective.tryAgain": "फिर से कोशिश करें",
  "objective.skip": "छोड़ें और उत्तर देखें",
  "objective.check": "उत्तर जाँचें",
  "subject.Physics": "भौतिकी",
  "subject.Chemistry": "रसायन विज्ञान",
  "subject.Mathematics": "गणित",
  "subject.Biology": "जीव विज्ञान",

  // Free demo pages
  "demo.demoLecture": "डेमो लेक्चर",
  "demo.lectureLead":
    "सदस्यता लेने से पहले देखें कि हमारे शिक्षक किसी टॉपिक को कैसे समझाते हैं। डेमो लेक्चर पूरी कक्षाएँ हैं, ट्रेलर नहीं: कॉन्सेप्ट, हल किए उदाहरण और उससे जुड़े परीक्षा के प्रश्न।",
  "demo.sampleLectures":
    "नमूना लेक्चर। पेड प्लान के साथ आपके कोर्स का हर लेक्चर यहाँ चलता है, और वहीं से शुरू होता है जहाँ आपने रोका था।",
  "demo.lectureRecording": "डेमो लेक्चर रिकॉर्ड किया जा रहा है।",
  "demo.seeStudyMaterials": "डेमो अध्ययन सामग्री देखें",
  "demo.watchALecture": "डेमो लेक्चर देखें",
  "demo.questions": "{{n}} प्रश्न",
  "demo.marks": "{{marks}} अंक",
  "demo.howItWorks": "यह कैसे काम करता है",
  "demo.how.1": "अपनी परीक्षा के लिए डेमो टेस्ट चुनें: फ़ाउंडेशन, JEE, NEET या NEET PG। लॉगिन की ज़रूरत नहीं है।",
  "demo.how.2": "समय-सीमा के भीतर उत्तर दें; आप प्रश्नों को समीक्षा के लिए चिह्नित करके बाद में उन पर लौट सकते हैं।",
  "demo.how.3": "सबमिट करें और अपना स्कोर, सही उत्तर और हर प्रश्न का विस्तृत हल देखें।",
  "demo.testScreen": "टेस्ट स्क्रीन",
  "demo.screen.1": "ऊपर का टाइमर उल्टी गिनती करता है; शून्य पर पहुँचते ही टेस्ट अपने आप सबमिट हो जाता है।",
  "demo.screen.2":
    "पैलेट हर प्रश्न की स्थिति दिखाता है: नहीं देखा गया, उत्तर नहीं दिया, उत्तर दिया, समीक्षा के लिए चिह्नित, या उत्तर दिया और चिह्नित।",
  "demo.screen.3":
    "हर उत्तर साथ-साथ सेव होता है, कनेक्शन टूटने पर आपके डिवाइस पर रखा जाता है, और कनेक्शन लौटने पर भेज दिया जाता है।",
};
