/** Whole messages by their English text: the spec's (packages/domain MESSAGES) and common server replies. */
export const messages: Record<string, string> = {
  // Validation (spec section 5)
  "msg.This field is required.": "यह फ़ील्ड भरना ज़रूरी है।",
  "msg.Confirm password must be same as password.": "कन्फ़र्म पासवर्ड, पासवर्ड के समान होना चाहिए।",
  "msg.Password must be at least 6 characters long.": "पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।",
  "msg.Enter a valid email address.": "मान्य ईमेल पता दर्ज करें।",
  "msg.Enter a valid 10-digit mobile number.": "मान्य 10 अंकों का मोबाइल नंबर दर्ज करें।",
  "msg.OTP must be 6 digits.": "OTP 6 अंकों का होना चाहिए।",
  "msg.Select a course.": "कोर्स चुनें।",
  "msg.Invalid date.": "अमान्य तारीख़।",
  "msg.Verify the OTP sent to your mobile number first.": "पहले अपने मोबाइल नंबर पर भेजा गया OTP सत्यापित करें।",

  // Errors and confirmations (spec section 8)
  "msg.Session Expired..., redirecting to Login...": "सत्र समाप्त हो गया..., लॉगिन पर ले जा रहे हैं...",
  "msg.Account Created Successfully!": "खाता सफलतापूर्वक बन गया!",
  "msg.Invalid Email Id": "अमान्य ईमेल आईडी",
  "msg.OTP sent successfully!": "OTP सफलतापूर्वक भेजा गया!",
  "msg.Mobile number verified successfully!": "मोबाइल नंबर सफलतापूर्वक सत्यापित हुआ!",
  "msg.Success!": "सफल!",
  "msg.Password updated successfully!": "पासवर्ड सफलतापूर्वक बदल गया!",
  "msg.Something went wrong": "कुछ गड़बड़ हो गई",
  "msg.Something went wrong!": "कुछ गड़बड़ हो गई!",
  "msg.You are offline. Please check your internet connection.": "आप ऑफ़लाइन हैं। कृपया अपना इंटरनेट कनेक्शन जाँचें।",
  "msg.The server could not be reached.": "सर्वर से संपर्क नहीं हो सका।",

  // Server replies a student meets
  "msg.Invalid email or password.": "ईमेल या पासवर्ड ग़लत है।",
  "msg.No user with this email.": "इस ईमेल से कोई खाता नहीं है।",
  "msg.Please log in to continue.": "आगे बढ़ने के लिए लॉगिन करें।",
  "msg.Your session has ended. Please log in again.": "आपका सत्र समाप्त हो गया है। कृपया फिर से लॉगिन करें।",
  "msg.This student has already had a free trial.": "यह छात्र पहले ही मुफ़्त ट्रायल ले चुका है।",
  "msg.The payment gateway did not answer. Try again in a minute.":
    "पेमेंट गेटवे से जवाब नहीं मिला। एक मिनट बाद फिर कोशिश करें।",
  "msg.This course has no price for that plan yet. Please contact the academy.":
    "इस कोर्स में इस प्लान की क़ीमत अभी तय नहीं है। कृपया अकादमी से संपर्क करें।",

  // Payments and subscriptions (spec section 4)
  "msg.Payment Failed!": "भुगतान विफल रहा!",
  "msg.Payment successful!": "भुगतान सफल रहा!",
  "msg.Subscribed successfully!": "सदस्यता सफलतापूर्वक ले ली गई!",
  "msg.Your subscription expired.": "आपकी सदस्यता समाप्त हो गई है।",
  "msg.Please re-subscribe.": "कृपया दोबारा सदस्यता लें।",
  "msg.Subscribe to premium to get full access.": "पूरी पहुँच के लिए प्रीमियम सदस्यता लें।",
  "msg.You already subscribed to a course.": "आपने पहले ही एक कोर्स की सदस्यता ले रखी है।",
  "msg.Are you sure?": "क्या आप निश्चित हैं?",
  "msg.Subscribe to a course": "किसी कोर्स की सदस्यता लें",
  "msg.Avail 15 Days Free Subscription": "15 दिन की मुफ़्त सदस्यता पाएँ",
  "msg.Subscribe to get full access": "पूरी पहुँच के लिए सदस्यता लें",
  "msg.Subscription expired": "सदस्यता समाप्त हो गई",
  "msg.Go for premium to get full access": "पूरी पहुँच के लिए प्रीमियम लें",
  // The test player's refusals (packages/domain numerical.ts and sectionRules.ts)
  "msg.Enter a number, such as 42, -3 or 2.5.": "कोई संख्या लिखें, जैसे 42, -3 या 2.5।",
  "msg.A number has at most 10 digits, 4 after the point.": "संख्या में अधिकतम 10 अंक हो सकते हैं, दशमलव के बाद 4।",
  "msg.A number is at most 12 characters long.": "संख्या अधिकतम 12 अक्षरों की हो सकती है।",
  "msg.This question takes a whole number.": "इस प्रश्न का उत्तर पूर्ण संख्या में दें।",
  "msg.attemptLimit":
    "{{section}}: केवल कोई {{limit}} प्रश्न हल करें। यह प्रश्न हल करने के लिए इस खंड के किसी अन्य प्रश्न का उत्तर हटाएँ।",
  "msg.challengeClosed": "चुनौती की अवधि {{date}} को समाप्त हो गई।",
};
