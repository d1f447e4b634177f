// Generated from web/i18n/en/*.json by web/i18n/generate-string-types.ts (`npm run i18n:types`): do not edit.
/** Every string of the `translation` namespace, as its literal English text. */
export type Strings = {
  "authLayout": {
    "tagline": "Stories, podcasts and videos from every tribe.";
    "about": "About";
    "home": "Back to home";
    "links": "Other pages";
  };
  "login": {
    "title": "Welcome back";
    "intro": "Sign in to write, record and keep your collections.";
    "email": "Email";
    "password": "Password";
    "submit": "Sign in";
    "submitting": "Signing in…";
    "forgotPassword": "Forgot your password?";
    "noAccount": "New here?";
    "createAccount": "Create an account";
    "haveAccount": "Already have an account?";
    "backToLogin": "Sign in";
    "requiredEmail": "Enter a valid email address and your password.";
    "fillAllField": "Please fill in all the fields correctly.";
    "requiredEmailMsg": "Please enter a valid email address.";
    "invalidEmail": "Enter a valid email address, like name@example.com";
  };
  "register": {
    "title": "Create your account";
    "intro": "Join the tribes: share your stories in French or English.";
    "firstName": "First name";
    "lastName": "Last name";
    "email": "Email";
    "password": "Password";
    "submit": "Create my account";
    "submitting": "Creating your account…";
    "success": "Your account has been created. Check your email to activate it — you will be taken back to sign in shortly.";
    "successTitle": "Check your email";
  };
  "resetRequest": {
    "title": "Reset your password";
    "intro": "Enter the email of your account and we will send you a link to choose a new password.";
    "email": "Email";
    "submit": "Send me a link";
    "submitting": "Sending…";
    "success": "If an account uses this email, a link to reset its password is on its way. Taking you home…";
    "successTitle": "Check your email";
  };
  "resetPassword": {
    "title": "Choose a new password";
    "intro": "Pick a password you do not use anywhere else.";
    "password": "New password";
    "rpassword": "Repeat the new password";
    "submit": "Change my password";
    "submitting": "Saving…";
    "fillAll": "Please fill all the fields";
    "success": "Your password has been changed. Taking you to sign in…";
    "invalidLink": "This reset link is invalid or has expired.";
    "requestNew": "Ask for a new link";
    "successTitle": "Password changed";
  };
  "passwordPolicy": "At least 8 characters, with a number, an uppercase letter, a lowercase letter and a special character (like ! or ?).";
  "passwordField": {
    "show": "Show password";
    "hide": "Hide password";
  };
  "formField": {
    "invalid": "This value is not valid";
  };
  "activation": {
    "title": "Account activation";
    "checking": "Activating your account…";
    "success": "Account Activated Successfully, you can now login.";
    "invalid": "Invalid Activation Code";
    "signIn": "Sign in";
  };
  "profileEdit": {
    "open": "Edit profile";
    "title": "Edit your profile";
    "pictureHint": "JPEG or PNG, up to 2 MB.";
    "choosePicture": "Choose a picture";
    "preview": "Preview of the new picture";
    "imageType": "Choose a JPEG or PNG image.";
    "imageSize": "The image must be at most 2 MB.";
    "savePicture": "Save the picture";
    "presentation": "Presentation";
    "presentationHint": "{{min}} to {{max}} characters. {{count}} typed.";
    "phoneNumber": "Phone number";
    "phoneHint": "9 to 15 digits; spaces, dashes, dots, brackets and a leading + are fine.";
    "phoneNumeric": "Use digits (spaces, dashes, dots, brackets and a leading + are fine)";
    "saveDetails": "Save";
    "currentPassword": "Current password";
    "newPassword": "New password";
    "repeatPassword": "Repeat the new password";
    "savePassword": "Change my password";
    "saving": "Saving…";
    "passwordChanged": "Your password has been changed.";
    "tabPicture": "Picture";
    "tabDetails": "About you";
    "tabPassword": "Password";
    "passwordOffline": "Changing your password needs a connection: it is checked by the server there and then, never kept on this device. Try again when you are online.";
  };
  "passwordNoMatch": "Passwords do not match";
  "noImageSelected": "No image selected";
  "errors": {
    "invalid_credentials": "Wrong email or password.";
    "account_not_activated": "Your account is not activated yet. Open the link in the email we sent you.";
    "too_many_attempts": "Too many attempts. Wait a few minutes, then try again.";
    "invalid_activation_code": "Invalid Activation Code";
    "invalid_reset_code": "This reset link is invalid or has expired. Ask for a new one.";
    "wrong_password": "Your current password is not correct.";
    "invalid_input": "Some fields are not valid. Check them and try again.";
    "invalid_refresh_token": "Your session has ended. Sign in again.";
    "unauthorized": "Your session has ended. Sign in again.";
    "file_not_found": "The picture could not be found. Upload it again.";
    "file_too_large": "The file is too large.";
    "payload_too_large": "The file is too large.";
    "unsupported_media_type": "This file type is not supported. Choose a JPEG or PNG image.";
    "empty_file": "The file is empty.";
    "upload_interrupted": "The upload was interrupted. Try again.";
    "internal_error": "Something went wrong on our side. Try again.";
    "network": "No connection. Check your network and try again.";
    "unknown": "Something went wrong. Try again.";
  };
  "collectionPaging": {
    "more": "Show more ({{shown}} of {{total}})";
    "failed": "The next articles could not be loaded.";
  };
  "comments": {
    "title": "Comments";
    "count_one": "{{count}} comment";
    "count_other": "{{count}} comments";
    "none": "No comments yet. Be the first to say something.";
    "loadError": "The comments could not be loaded.";
    "offlineKept": "Offline: the comments as last seen on this device.";
    "sort": "Sort comments";
    "sortOldest": "Oldest first";
    "sortNewest": "Newest first";
    "sortTop": "Top";
    "onlyMyLanguage": "Only in my language";
    "more": "More comments";
    "moreReplies_one": "{{count}} more reply";
    "moreReplies_other": "{{count}} more replies";
    "language": {
      "fr": "French";
      "en": "English";
    };
    "edited": "edited";
    "pinned": "Pinned";
    "deleted": "Comment deleted";
    "hidden": "Hidden by the author";
    "hiddenByModerator": "Hidden by a moderator";
    "held": "Awaiting approval: only you can see it until it is approved.";
    "sending": "Sending…";
    "sent": "Comment sent";
    "replyingTo": "Replying to {{name}}";
    "at": "at {{time}}";
    "seekTo": "Play from {{time}}";
    "like": "Like";
    "unlike": "Unlike";
    "likes_one": "{{count}} like";
    "likes_other": "{{count}} likes";
    "reply": "Reply";
    "edit": "Edit";
    "delete": "Delete";
    "deleteConfirm": "Delete this comment? With replies, it stays as “comment deleted”.";
    "report": "Report";
    "reported": "Reported. Thank you: a moderator will look at it.";
    "hide": "Hide";
    "unhide": "Show again";
    "pin": "Pin";
    "unpin": "Unpin";
    "actionFailed": "That did not work. Check your connection and try again.";
    "actionsOf": "Actions on the comment by {{name}}";
    "composer": {
      "label": "Your comment";
      "replyLabel": "Your reply to {{name}}";
      "editLabel": "Edit your comment";
      "placeholder": "Say something kind and useful…";
      "hint": "Markdown: *emphasis*, > quotes and links. Up to {{max}} characters.";
      "remaining": "{{count}} characters left";
      "tooLong": "That is {{count}} characters too long.";
      "send": "Comment";
      "sendReply": "Reply";
      "save": "Save";
      "cancel": "Cancel";
      "atMoment": "At the current moment ({{time}})";
      "signIn": "Sign in to comment";
      "draftBack": "Your comment was not published. It is back here, unchanged.";
    };
    "refusal": {
      "comment_banned": "You cannot comment at the moment: {{reason}}";
      "comment_bannedUntil": "You cannot comment until {{until}}: {{reason}}";
      "not_found": "This story is no longer available, so the comment could not be published.";
      "validation_failed": "The comment must be between 1 and {{max}} characters.";
      "forbidden": "You are not allowed to comment here.";
      "other": "The server refused the comment ({{message}}).";
      "comment_not_found": "The comment you answered is no longer there.";
      "comment_deleted": "This comment was deleted, so it can no longer be edited.";
    };
    "reportDialog": {
      "title": "Report this comment";
      "reason": "Why?";
      "spam": "Spam or advertising";
      "harassment": "Harassment or hate";
      "off_topic": "Off topic";
      "other": "Something else";
      "text": "Details (optional)";
      "send": "Send the report";
      "cancel": "Cancel";
    };
    "op": {
      "write": "Comment “{{excerpt}}”";
      "reply": "Reply “{{excerpt}}”";
      "edit": "Edit the comment “{{excerpt}}”";
      "delete": "Delete the comment “{{excerpt}}”";
      "like": "Like the comment “{{excerpt}}”";
      "unlike": "Unlike the comment “{{excerpt}}”";
      "report": "Report the comment “{{excerpt}}”";
    };
  };
  "common": {
    "appName": "Tribes";
    "switchLanguage": "Passer en français";
    "skipToContent": "Skip to content";
    "close": "Close";
    "retry": "Try again";
    "scrollToTop": "Back to top";
    "loading": "Loading…";
  };
  "nav": {
    "main": "Main navigation";
    "home": "Home";
    "themes": "Themes";
    "more": "More";
    "menu": "Menu";
    "openMenu": "Open the menu";
    "articles": "Articles";
    "podcasts": "Podcasts";
    "videos": "Videos";
    "peoples": "People";
    "about": "About";
    "collections": "Collections";
  };
  "header": {
    "login": "Sign in";
    "logout": "Sign out";
    "profileMenu": "Profile menu";
    "myProfile": "My profile";
    "devices": "Devices";
    "drafts": "My drafts";
    "moderation": "Moderation";
  };
  "articleType": {
    "text": "Article";
    "audio": "Podcast";
    "video": "Video";
  };
  "article": {
    "actions": "Article actions";
  };
  "feed": {
    "title": "Latest stories";
    "loading": "Loading…";
    "loadMore": "Load more";
    "noMoreArticles": "No more articles";
    "noArticles": "No articles";
    "noneSaved": "Nothing here is saved on this device. Stories you open or keep offline can be read here with no network.";
    "keptLink": "What is kept on this device";
    "error": "The articles could not be loaded.";
  };
  "requiredField": "This field is required";
  "minLength": "Min length is {{count}}";
  "maxLength": "Max length is {{count}}";
  "operationSuccess": "Done! Your changes were saved.";
  "userNotFound": "User not found";
  "devices": {
    "title": "Devices";
    "intro": "Where your account is signed in. Sign out a device you no longer use, or one you lost: the next time it connects, it erases what it kept of your account.";
    "listLabel_one": "{{count}} signed-in device";
    "listLabel_other": "{{count}} signed-in devices";
    "thisDevice": "This device";
    "unknownBrowser": "Unknown browser";
    "browserOn": "{{browser}} on {{os}}";
    "installedApp": "Installed app";
    "browserTab": "Browser tab";
    "lastActive": "Last active {{when}}";
    "signedIn": "signed in {{when}}";
    "signOut": "Sign out";
    "signOutName": "Sign out {{name}}";
    "signOutOthers_one": "Sign out the other device";
    "signOutOthers_other": "Sign out all {{count}} other devices";
    "confirmOneTitle": "Sign this device out?";
    "confirmOne": "{{name}} will be signed out. The next time it connects, it erases what it kept of your account.";
    "confirmOthersTitle": "Sign out the other devices?";
    "confirmOthers_one": "The other device will be signed out. The next time it connects, it erases what it kept of your account.";
    "confirmOthers_other": "All {{count}} other devices will be signed out. The next time each connects, it erases what it kept of your account.";
    "cancel": "Cancel";
    "offline": "You are offline. Connect to sign a device out.";
    "offlineList": "You are offline. Connect to see where you are signed in.";
    "alreadyGone": "That device was already signed out.";
    "signOutError": "The device could not be signed out. Try again.";
    "loadError": "Your devices could not be loaded.";
    "revoked": {
      "title": "Signed out of this device";
      "signed_out_remotely": "Your account was signed out of this device from another device.";
      "password_changed": "Your password was changed on another device, which signed this one out.";
      "password_reset": "Your password was reset, which signed this device out.";
      "unsent_one": "One change made here was not sent yet: sign in again to send it, or erase what this device keeps of your account.";
      "unsent_other": "{{count}} changes made here were not sent yet: sign in again to send them, or erase what this device keeps of your account.";
      "wiped": "What it kept of your account (saved stories, drafts, recordings, unsent changes) has been erased from it.";
      "erase": "Erase now";
      "signIn": "Sign in again";
      "ok": "OK";
    };
  };
  "directory": {
    "countCapped": "More than {{count}} people";
    "resultsForCapped": "More than {{count}} people match “{{keywords}}”";
  };
  "searchResults": {
    "title": "Results for “{{query}}”";
    "none": "No story matches “{{query}}”. Try another word.";
    "end": "No more results";
  };
  "downloads": {
    "title": "Downloads";
    "intro": "Everything kept on this device to read and listen to with no network.";
    "menu": "Downloads";
    "manage": "Manage downloads";
    "total": "{{size}} kept on this device";
    "deviceFree": "{{free}} free for this site on this device";
    "empty": "Nothing is kept offline yet. Use “Keep offline” on a collection or an article.";
    "singles": "Single articles";
    "articles_one": "{{count}} article · {{size}}";
    "articles_other": "{{count}} articles · {{size}}";
    "sizeUnknown": "size unknown";
    "untitled": "Article no longer on this device";
    "removeItem": "Remove “{{title}}” from downloads";
    "removeSet": "Remove all";
    "removeSetLabel": "Remove all downloads of {{name}}";
    "removed": "Removed from downloads";
    "downloading": "Downloading… {{percent}} %";
    "queued_one": "{{count}} file waiting to download";
    "queued_other": "{{count}} files waiting to download";
    "partial": "Partly downloaded";
    "ready": "Downloaded";
    "settings": "Settings";
    "cap": "Storage limit for downloads";
    "capNone": "No limit";
    "capHelp": "When a download would go over the limit, finished episodes and read articles go first, oldest first; if that is not enough, the download stops.";
    "autoRemove": "Automatically remove finished episodes and read articles";
    "autoRemoveHelp": "An episode or a video counts as finished once played to its end on this device.";
    "wifiOnly": "Download on Wi-Fi only";
    "wifiKnown": "This device says which connection it uses: downloads wait while it is not on Wi-Fi.";
    "wifiNowWifi": "Connected now: Wi-Fi";
    "wifiNowMetered": "Connected now: mobile data";
    "wifiUnknown": "This browser does not say which connection it uses. With “Wi-Fi only” on, downloads wait until you switch on “I am on Wi-Fi now”.";
    "onWifiNow": "I am on Wi-Fi now";
    "waitingWifi": "Waiting for Wi-Fi to download.";
    "persistence": "Protection from clean-up";
    "persistGranted": "Protected: the browser keeps your downloads even when space runs low.";
    "persistDenied": "Not protected: the browser declined, so it may clear downloads when space runs low.";
    "persistUnasked": "Asked at your first download.";
    "capReached": "The download stopped: your storage limit is reached. Raise the limit or remove downloads.";
    "full": "The download stopped: this device is out of space.";
    "failed": "The download stopped: check your connection; it carries on by itself once back online.";
    "confirmTitle": "Large download";
    "confirmText_one": "{{count}} article, about {{size}} to download.";
    "confirmText_other": "{{count}} articles, about {{size}} to download.";
    "confirmUnknown_one": "One file does not state its size.";
    "confirmUnknown_other": "{{count}} files do not state their size.";
    "confirmFree": "{{free}} free for this site on this device.";
    "confirmCapLeft": "{{left}} left under your storage limit.";
    "confirmTooBig": "This is more than the room left: the download will stop when it is full.";
    "confirmGo": "Download";
    "backgroundTitle": "Tribes — offline downloads";
  };
  "editor": {
    "newPost": "New post";
    "newPostWaiting_one": "New post ({{count}} waiting to publish)";
    "newPostWaiting_other": "New post ({{count}} waiting to publish)";
    "newTitle": "New post";
    "editTitle": "Edit article";
    "edit": "Edit";
    "close": "Close the editor";
    "loadError": "This article could not be opened. Check your connection and try again.";
    "publish": "Publish";
    "publishing": "Publishing…";
    "queued": "Saved on this device. It will be published when you are back online.";
    "publishedLater": "“{{title}}” is now published.";
    "signedOut": "Your session has ended. Sign in again to publish.";
    "fixErrors_one": "{{count}} field needs your attention.";
    "fixErrors_other": "{{count}} fields need your attention.";
    "minWords": "Write at least {{count}} words ({{current}} so far).";
    "audioRequired": "Record your podcast or choose an audio file.";
    "videoRequired": "Choose a video file.";
    "serverFieldInvalid": "The server could not use this. Choose it again.";
    "save": {
      "idle": "Your work is saved on this device as you type";
      "pending": "Saving…";
      "saved": "Draft saved on this device";
      "failed": "Could not save the draft on this device";
    };
    "type": {
      "label": "What are you publishing?";
      "text": "Article";
      "textHint": "A written text or a story in sections";
      "audio": "Podcast";
      "audioHint": "Record here or upload an audio file";
      "video": "Video";
      "videoHint": "Upload a video up to 30 MB";
    };
    "mode": {
      "label": "Text mode";
      "text": "Plain text";
      "story": "Story in sections";
    };
    "title": {
      "label": "Title";
      "placeholder": "A title of at least 5 characters";
    };
    "subtitle": {
      "label": "Subtitle (optional)";
    };
    "content": {
      "label": "Text";
      "placeholder": "Tell your story…";
      "count": "{{count}} / {{min}} words";
      "countOk": "{{count}} words";
    };
    "story": {
      "title": "Sections";
      "count": "{{count}} of {{max}}";
      "section": "Section {{number}}";
      "heading": "Heading";
      "content": "Content";
      "caption": "Image caption";
      "addImage": "Add an image";
      "imageHint": "JPEG, PNG or WebP, up to 2 MB";
      "add": "Add a section";
      "full": "A story has at most {{count}} sections.";
      "moveUp": "Move section {{number}} up";
      "moveDown": "Move section {{number}} down";
      "remove": "Remove section {{number}}";
      "noSection": "You must have at least one section in your story.";
      "twoSections": "A story needs at least {{count}} valid sections to be published. Add another section.";
      "tooMany": "A story has at most {{count}} sections.";
    };
    "media": {
      "audio": "Audio";
      "video": "Video";
      "source": "How do you add the audio?";
      "record": "Record";
      "upload": "Upload a file";
      "choose": {
        "audio": "Choose an audio file";
        "video": "Choose a video";
      };
      "hint": {
        "audio": "WebM, Ogg, M4A, MP3 or WAV, up to {{max}}";
        "video": "MP4 or WebM, up to {{max}}";
      };
    };
    "covers": {
      "label": "Cover images";
      "hint": "Up to {{count}} images of {{max}} each. The first one is the cover.";
      "add": "Add cover images";
      "addMore": "Add more images";
      "dropHint_one": "Choose or drop {{count}} more";
      "dropHint_other": "Choose or drop up to {{count}} more";
      "cover": "Cover";
      "makeCover": "Use as cover";
      "makeCoverNamed": "Use {{name}} as cover";
    };
    "tribes": {
      "label": "Tribes";
      "chosen": "Chosen tribes";
      "placeholder": "Search a tribe…";
      "hint": "Type a few letters, then choose with the arrows and Enter.";
      "none": "No tribe found";
      "full": "At most {{count}} tribes.";
      "unknown": "Tribe {{id}}";
    };
    "themes": {
      "label": "Themes";
      "hint": "Choose at least one theme (up to {{count}}).";
      "unavailable": "The themes could not be loaded.";
    };
    "language": {
      "label": "Language";
      "fr": "French";
      "en": "English";
    };
    "more": {
      "label": "More details";
    };
    "tags": {
      "label": "Tags";
      "placeholder": "e.g. cooking";
    };
    "references": {
      "label": "References";
    };
    "inspiredBy": {
      "label": "Inspired by";
    };
    "chips": {
      "hint": "Press Enter or type a comma to add.";
      "remove": "Remove {{value}}";
      "full": "At most {{count}} items.";
    };
    "guard": {
      "title": "Discard changes?";
      "text": "Your draft is saved on this device: you can close now and finish it later from your drafts.";
      "textPublished": "Your changes are saved on this device: you can close now and finish them later from your drafts. The published version stays as it is.";
      "keepEditing": "Keep editing";
      "keepDraft": "Close, keep the draft";
      "discardDraft": "Discard the draft";
      "discardChanges": "Discard my changes";
    };
    "conflict": {
      "title": "This article changed";
      "text": "Someone published a newer version of this article since you started editing. Which version do you want to keep?";
      "mine": "Your version";
      "theirs": "Version on the server";
      "updated": "updated {{when}} (version {{version}})";
      "keepMine": "Keep mine";
      "takeTheirs": "Take theirs";
      "later": "Decide later";
    };
    "serverError": {
      "forbidden": "Only the author can edit this article.";
      "article_not_found": "This article no longer exists.";
      "file_missing": "A file of this article is no longer on this device. Add it again.";
      "recording_missing": "The recording is no longer on this device. Record it again.";
      "unauthorized": "Your session has ended. Sign in again to publish.";
      "payload_too_large": "A file is too large.";
      "unsupported_media_type": "A file type is not supported.";
      "too_many_files": "Too many files at once.";
      "file_id_taken": "A file could not be stored. Add it again.";
    };
    "transcript": {
      "label": "Transcript";
      "hint": "What is said in the podcast, for people who cannot hear it (and for search). Type it, or add a WebVTT (.vtt) or SRT (.srt) subtitle file: its timed lines let listeners jump to any line.";
      "text": "Transcript text";
      "file": "Add a .vtt or .srt file";
      "fromFile_one": "{{count}} timed line from {{name}}";
      "fromFile_other": "{{count}} timed lines from {{name}}";
      "timed_one": "{{count}} timed line";
      "timed_other": "{{count}} timed lines";
      "remove": "Remove the timed transcript";
      "errors": {
        "empty": "This file has no subtitle lines.";
        "unknown_format": "This is not a WebVTT or SRT file: a WebVTT file starts with “WEBVTT”, an SRT file with a number then a timing line.";
        "bad_timing": "Line {{line}}: the timing is not valid (expected 00:00:01.000 --> 00:00:04.000).";
        "end_before_start": "Line {{line}}: the line ends before it starts.";
        "unordered": "Line {{line}}: the lines are not in time order.";
        "cue_too_long": "Line {{line}}: a subtitle line is longer than 1,000 characters.";
        "too_many_cues": "This file has more than 6,000 lines.";
        "too_long": "This transcript is longer than 200,000 characters.";
        "too_big": "This file is larger than 2 MB: is it really a subtitle file?";
        "unreadable": "This file could not be read.";
      };
    };
    "chapters": {
      "label": "Chapters";
      "hint": "Optional. Each chapter starts at a time (m:ss) later than the one before; listeners can jump to it.";
      "start": "Start of chapter {{number}} (m:ss)";
      "title": "Title of chapter {{number}}";
      "moveUp": "Move chapter {{number}} up";
      "moveDown": "Move chapter {{number}} down";
      "remove": "Remove chapter {{number}}";
      "add": "Add a chapter";
      "badStart": "Enter a time such as 1:30 (minutes:seconds).";
      "unordered": "Each chapter must start later than the one before it.";
    };
    "translation": {
      "start": {
        "en": "Write the English version";
        "fr": "Write the French version";
      };
      "title": "Other-language version";
      "notice": "This article is the other-language version of one of yours: the two will link to each other. Publish it in the other language.";
    };
  };
  "recorder": {
    "hint": "Press “Start recording” and allow the microphone";
    "safety": "Your recording is saved on this device every second, even offline.";
    "start": "Start recording";
    "starting": "Opening the microphone…";
    "pause": "Pause";
    "resume": "Resume";
    "stop": "Stop";
    "elapsed": "Recorded time";
    "micError": "The microphone could not be used. Allow it in your browser, then try again.";
    "state": {
      "idle": "Ready to record";
      "starting": "Starting";
      "recording": "Recording";
      "paused": "Paused";
      "resumed": "Recording (resumed)";
      "error": "Microphone unavailable";
    };
    "take": "Your recording ({{duration}})";
    "playTake": "Play the recording";
    "pauseTake": "Pause the recording";
    "rerecord": "Record again";
    "rerecordTitle": "Record again?";
    "rerecordQuestion": "The current recording will be deleted.";
    "rerecordConfirm": "Delete and record again";
    "keepTake": "Keep this one";
    "recoverTitle": "An interrupted recording was found";
    "recoverText": "A recording of {{duration}} started on {{when}} was cut short. Recover it?";
    "recover": "Recover it";
    "discard": "Discard";
  };
  "upload": {
    "kind": {
      "image": "Images";
      "audio": "Audio files";
      "video": "Videos";
    };
    "tooLarge": "Too large, not added: {{names}}. {{kind}} can be at most {{max}}.";
    "wrongType": "Not a supported file, not added: {{names}}.";
    "tooMany": "At most {{count}} files per upload. Not added: {{names}}.";
    "noRoom": "At most {{count}} cover images. Not added: {{names}}.";
    "noRoomSingle": "Only one file here. Not added: {{names}}.";
    "coversMax": "At most {{count}} cover images.";
    "storageFull": "This device has no room left for the file. Free some space and try again.";
    "dismiss": "Dismiss";
    "keptHere": "Saved on this device";
    "queued": "Waiting to upload…";
    "progress": "Uploading… {{percent}}%";
    "waiting": "Waiting for the network ({{percent}}%). The upload starts again on its own.";
    "progressLabel": "Upload of {{name}}";
    "done": "Uploaded";
    "failed": "Upload refused: {{message}}";
    "retry": "Try again";
    "remove": "Remove";
    "removeNamed": "Remove {{name}}";
    "previewOf": "Preview of {{name}}";
    "missing": "This file is no longer on this device.";
  };
  "drafts": {
    "uploads": "Files of “{{title}}” still uploading";
    "title": "Drafts";
    "link": "My drafts";
    "intro": "Everything you write is saved here on this device as you type, even offline.";
    "empty": "No drafts yet. Start a new post: it will be saved here as you write.";
    "untitled": "Untitled draft";
    "noType": "No type yet";
    "edited": "edited {{when}}";
    "open": "Open";
    "resolve": "Choose a version";
    "actionNamed": "{{action}}: {{title}}";
    "deleteNamed": "Delete the draft “{{title}}”";
    "discardNamed": "Discard the changes to “{{title}}”";
    "deleteQuestion": "Delete the draft “{{title}}”? This cannot be undone.";
    "discardQuestion": "Discard your changes to “{{title}}”? The published version stays.";
    "deleted": "Draft deleted.";
    "discarded": "Changes discarded.";
    "interrupted": "Interrupted recording";
    "state": {
      "draft": "Draft";
      "changes": "Unpublished changes";
      "waiting": "Waiting to publish";
      "rejected": "Could not be published";
      "conflict": "Changed on the server";
    };
  };
  "subscribe": {
    "button": "Subscribe";
    "podcastFeed": "Podcast feed (RSS)";
    "articleFeed": "Article feed (RSS)";
    "podcastFeedOf": "{{name}}'s podcasts";
    "articleFeedOf": "{{name}}'s articles";
    "copy": "Copy link";
    "copied": "Feed link copied.";
    "copyFailed": "Could not copy the link: select it and copy it by hand.";
    "openIn": "Open in a podcast app";
    "sitePodcasts": "Tribus podcasts";
    "siteArticles": "Tribus articles";
    "tribePodcasts": "Podcasts of the {{name}} tribe";
    "tribeArticles": "Articles of the {{name}} tribe";
    "frPodcasts": "Podcasts in French";
    "frArticles": "Articles in French";
    "enPodcasts": "Podcasts in English";
    "enArticles": "Articles in English";
    "scopeSite": "Everything published on Tribus, as it is published.";
    "scopeTribe": "The stories of the {{name}} tribe, as they are published.";
    "scopeFr": "The stories in French, as they are published.";
    "scopeEn": "The stories in English, as they are published.";
  };
  "follows": {
    "follow": "Follow";
    "following": "Following";
    "followName": "Follow {{name}}";
    "unfollowName": "Unfollow {{name}}";
    "signInToFollow": "Sign in to follow {{name}}";
    "followerCount_one": "{{count}} follower";
    "followerCount_other": "{{count}} followers";
    "followingCount_one": "Follows {{count}} author";
    "followingCount_other": "Follows {{count}} authors";
    "op": {
      "follow": "Follow {{name}}";
      "unfollow": "Unfollow {{name}}";
    };
    "pageTitle": "Following";
    "tribe": "tribe";
    "theme": "theme";
    "loadError": "What you follow could not be loaded.";
    "empty": "You follow no one yet. Follow authors, tribes or themes to see their stories in your Following feed.";
    "findPeople": "Find people to follow";
    "more": "Show more";
    "count_one": "You follow {{count}} author, tribe or theme.";
    "count_other": "You follow {{count}} authors, tribes and themes.";
    "feedEmpty": "Follow authors, tribes or themes to see their stories here.";
    "tabs": "Which stories";
    "tabAll": "All stories";
    "tabFollowing": "Following";
  };
  "home": {
    "tribesTitle": "Explore a tribe";
    "tribesLabel": "Random tribes";
    "activeFilters": "Active filters";
    "tribeFilter": "Tribe: {{name}}";
    "themeFilter": "Theme: {{name}}";
    "removeFilter": "Remove the filter {{name}}";
    "feedEnd": "End of the feed";
  };
  "search": {
    "label": "Search articles";
    "placeholder": "Search…";
    "open": "Open the search";
    "close": "Close the search";
    "clear": "Clear the search";
    "results": "Search results";
    "searching": "Searching…";
    "noResults": "No results for “{{query}}”";
    "error": "The search failed. Try again.";
    "minChars": "Type at least {{count}} characters";
    "filters": "Filters";
    "filtersTitle": "Search filters";
    "activeCount": "{{count}} active";
    "type": "Type";
    "allTypes": "All";
    "tribe": "Tribe";
    "findTribe": "Find a tribe";
    "allTribes": "All tribes";
    "theme": "Theme";
    "allThemes": "All themes";
    "reset": "Reset";
    "done": "Done";
  };
  "ads": {
    "sponsored": "Sponsored";
    "label": "Advertisement from {{sponsor}}";
    "by": "By {{sponsor}}";
    "price": "Price";
    "newTab": "(opens in a new tab)";
  };
  "suggestions": {
    "title": "Authors to discover";
    "carousel": "Author suggestions";
    "slide": "{{index}} of {{count}}";
    "previous": "Previous authors";
    "next": "Next authors";
    "viewProfile": "View profile";
  };
  "rightPanel": {
    "title": "Latest articles";
    "empty": "Nothing published yet";
    "noneSaved": "Nothing saved on this device yet";
    "error": "The latest articles could not be loaded.";
  };
  "articleModal": {
    "close": "Close";
    "loading": "Loading the article…";
    "error": "The article could not be loaded.";
    "by": "By {{name}}";
    "readFullStory": "Read the full story";
    "openPage": "Open the article page";
    "noMedia": "This media file is not available.";
    "unsupported": "Your browser cannot play this file.";
  };
  "contentLanguage": {
    "label": "Stories in";
    "fr": "Français";
    "en": "English";
    "both": "Both";
  };
  "moderation": {
    "title": "Moderation";
    "notAllowed": "This page is for moderators and admins.";
    "loading": "Loading the queue…";
    "loadError": "The moderation queue could not be loaded.";
    "reports_one": "Reported comments ({{count}})";
    "reports_other": "Reported comments ({{count}})";
    "reportsOf_one": "{{count}} report";
    "reportsOf_other": "{{count}} reports";
    "noReports": "No open reports.";
    "held_one": "Awaiting approval ({{count}})";
    "held_other": "Awaiting approval ({{count}})";
    "noHeld": "No comment is waiting for approval.";
    "noText": "No text (deleted).";
    "status": {
      "visible": "visible";
      "deleted": "deleted";
      "hidden": "hidden";
      "held": "awaiting approval";
    };
    "actionsOn": "Moderate the comment by {{name}}";
    "action": {
      "hide": "Hide";
      "restore": "Restore";
      "delete": "Delete";
      "approve": "Approve";
      "reject": "Reject";
      "dismiss": "Dismiss the reports";
      "ban": "Ban";
      "unban": "Lift the ban";
      "pin": "Pin";
      "unpin": "Unpin";
      "role": "Change the role";
      "dismiss_user": "Dismiss the reports on a member";
    };
    "banWriter": "Ban {{name}}…";
    "banTitle": "Ban {{name}} from commenting";
    "banReason": "Reason (shown to them)";
    "banFor": "For how long";
    "banDays_one": "{{count}} day";
    "banDays_other": "{{count}} days";
    "banForever": "Until lifted";
    "ban": "Ban";
    "cancel": "Cancel";
    "done": "Done";
    "failed": "That did not work. Try again.";
    "log": "Audit log";
    "noLog": "No moderation action yet.";
    "logLine": "{{actor}}: {{action}} ({{target}})";
    "aComment": "a comment";
    "more": "Older actions";
    "roles": "Roles";
    "findPerson": "Find a person by name";
    "roleOf": "Role of {{name}}";
    "role": {
      "member": "Member";
      "moderator": "Moderator";
      "admin": "Admin";
    };
    "apply": "Apply";
    "roleSet": "{{name}} is now {{role}}.";
    "userReports_one": "Reported members ({{count}})";
    "userReports_other": "Reported members ({{count}})";
    "noUserReports": "No member is reported.";
    "actionsOnUser": "Moderate the reports on {{name}}";
  };
  "notifications": {
    "bell": "Notifications";
    "bellUnread_one": "Notifications, {{count}} unread";
    "bellUnread_other": "Notifications, {{count}} unread";
    "pageTitle": "Notifications";
    "someone": "Someone";
    "deletedStory": "a deleted story";
    "text": {
      "article": "{{name}} published “{{title}}”";
      "comment": "{{name}} commented on “{{title}}”";
      "reply": "{{name}} replied to your comment on “{{title}}”";
      "like": "{{name}} liked your comment";
      "likeGroup_one": "{{name}} and {{count}} other liked your comment";
      "likeGroup_other": "{{name}} and {{count}} others liked your comment";
      "moderation": {
        "approved": "A moderator approved your comment: it is published";
        "rejected": "A moderator declined your comment: it is not published";
        "banned": "A moderator suspended your comments";
      };
    };
    "filterLabel": "Show";
    "kind": {
      "all": "All";
      "article": "New stories";
      "comment": "Comments";
      "reply": "Replies";
      "like": "Likes";
      "moderation": "Moderation";
    };
    "unread": "Unread";
    "markAll": "Mark all as read";
    "loadMore": "Load more";
    "preferences": "Notification settings";
    "empty": "Nothing new yet. Follow authors, tribes or themes, and comment: new stories, replies and likes will show up here.";
    "emptyKind": "No notifications of this kind.";
    "offline": "You are offline: these are the notifications kept on this device.";
    "loadError": "Your notifications could not be loaded.";
    "announce": "New notification: {{text}}";
    "op": {
      "markOne": "Mark a notification as read";
      "markAll": "Mark all notifications as read";
    };
  };
  "offline": {
    "badge": "Offline";
    "banner": "You are offline — showing what is saved on this device";
    "nothingKept": "Nothing saved on this device for this page yet. Open it once online to read it offline.";
    "keepArticle": "Keep offline";
    "articleKept": "Available offline";
    "removeArticle": "Remove offline copy";
    "downloading": "Downloading… {{percent}} %";
    "cancel": "Cancel";
    "cancelled": "Download cancelled";
    "ready": "Available offline";
    "partial": "Partly available offline: some media could not be saved.";
    "failed": "The download stopped: check your connection and try again.";
  };
  "sync": {
    "buttonPending_one": "Sync status: {{count}} change waiting";
    "buttonPending_other": "Sync status: {{count}} changes waiting";
    "buttonFailed": "Sync status: some changes need your attention";
    "title": "Your changes";
    "pending_one": "{{count}} change waiting to be sent";
    "pending_other": "{{count}} changes waiting to be sent";
    "allSaved": "Everything is saved on the server.";
    "syncing": "Sending your changes…";
    "waiting": "The server could not be reached. Next try at {{time}}.";
    "offlineWaiting": "Your changes are kept on this device and will be sent when you are back online.";
    "signedOut": "Sign in again to send your changes.";
    "syncNow": "Sync now";
    "failedTitle": "Not accepted by the server";
    "retry": "Retry";
    "discard": "Discard";
    "discarded": "Change discarded";
    "conflictsTitle": "Edits to review";
    "conflict": "“{{title}}” was changed elsewhere since you opened it.";
    "keepMine": "Keep mine";
    "takeTheirs": "Take theirs";
    "more_one": "and {{count}} more";
    "more_other": "and {{count}} more";
    "op": {
      "progress": "Save where you are in “{{title}}”";
      "createCollection": "Create the collection “{{name}}”";
      "renameCollection": "Rename a collection to “{{name}}”";
      "deleteCollection": "Delete the collection “{{name}}”";
      "addToCollection": "Add “{{title}}” to “{{name}}”";
      "removeFromCollection": "Remove “{{title}}” from “{{name}}”";
      "favoriteAdd": "Add “{{title}}” to favorites";
      "favoriteRemove": "Remove “{{title}}” from favorites";
      "profile": "Update your profile";
      "profilePicture": "Change your profile picture";
      "deleteArticle": "Delete “{{title}}”";
      "saveArticle": "Save “{{title}}”";
      "uploadFile": "Upload “{{name}}”";
    };
  };
  "storage": {
    "title": "Storage on this device";
    "used": "{{used}} used";
    "usedOf": "{{used}} used of {{quota}} available";
    "persistent": "Saved data is protected from automatic clean-up.";
    "notPersistent": "The browser may clear saved data when space runs low.";
    "persist": "Protect saved data";
    "full": "This device is out of space. Free some space (for example, remove a collection kept offline). Your pending changes are safe.";
    "freed": "Space freed";
  };
  "update": {
    "ready": "A new version of {{app}} is ready.";
    "reload": "Reload to update";
    "later": "Later";
    "editorOpen": "Save or close your draft first: updating reloads the page.";
  };
  "install": {
    "button": "Install the app";
    "iosTitle": "Install {{app}} on your iPhone or iPad";
    "iosIntro": "Add {{app}} to your home screen to open it like an app, even offline:";
    "iosStep1": "Tap the Share button in the toolbar.";
    "iosStep2": "Scroll and choose “Add to Home Screen”.";
    "iosStep3": "Tap “Add”.";
    "close": "Got it";
  };
  "favorites": {
    "add": "Add “{{title}}” to favorites";
    "remove": "Remove “{{title}}” from favorites";
    "unavailable": "Favorites are not available offline yet. Connect once to load them.";
    "signIn": "Sign in to keep favorites";
    "label": "Favorite: {{title}}";
  };
  "collections": {
    "title": "My collections";
    "loading": "Loading your collections…";
    "empty": "No articles in this collection yet.";
    "count_one": "{{count}} article";
    "count_other": "{{count}} articles";
    "favorites": "Favorites";
    "create": "New collection";
    "createLabel": "Name of the new collection";
    "createSubmit": "Create";
    "created": "Collection created";
    "rename": "Rename";
    "renameLabel": "New name for “{{name}}”";
    "renameSubmit": "Save";
    "renamed": "Collection renamed";
    "delete": "Delete";
    "deleteTitle": "Delete this collection?";
    "deleteText": "“{{name}}” will be deleted. The articles themselves stay published.";
    "deleted": "Collection deleted";
    "cancel": "Cancel";
    "remove": "Remove “{{title}}” from “{{name}}”";
    "removed": "Article removed from the collection";
    "keepOffline": "Keep offline";
    "keptOffline": "Available offline";
    "offlineSpace": "{{size}} on this device";
    "freeSpace": "Free space";
    "nameRequired": "Enter a name.";
    "nameTooLong": "Max length is {{count}}";
    "notLoaded": "Your collections could not be loaded. Connect to the internet and try again.";
    "actions": "Actions for “{{name}}”";
    "saveTo": "Save to a collection";
    "saveToTitle": "Save “{{title}}” to…";
    "added": "Added to “{{name}}”";
  };
  "miniPlayer": {
    "label": "Now playing";
    "progress": "Listening progress";
    "close": "Stop and close the player";
  };
  "pushMenu": {
    "settings": "Notification settings";
  };
  "pushSettings": {
    "title": "Notification settings";
    "intro": "Choose what you are told about, in the app’s bell and as notifications on this device.";
    "deviceTitle": "This device";
    "deviceSwitch": "Push notifications on this device";
    "on": "You get notifications on this device, even when the app is closed.";
    "off": "Off. Turn it on to get notifications on this device when the app is closed.";
    "working": "One moment…";
    "unsupported": "This browser cannot receive push notifications. Use a recent Chrome, Edge, Firefox or Safari.";
    "iosInstall": "On iPhone and iPad, push notifications need the app on your Home Screen first: tap Share, then “Add to Home Screen”, and open Tribus from there.";
    "denied": "Notifications are blocked for this site. To allow them again, open the site settings (the icon beside the address), set Notifications to Allow, then come back here.";
    "failed": "Push notifications could not be turned on here. Try again in a moment.";
    "offlineNote": "You are offline: these settings can be changed once you are back online.";
    "loadError": "Your notification settings could not be loaded.";
    "saveError": "Your change could not be saved. Try again.";
    "kindsTitle": "What you are told about";
    "inApp": "In the app";
    "push": "Push";
    "kindSwitch": "{{kind}}: {{channel}}";
    "kinds": {
      "article": "New stories from authors, tribes and themes you follow";
      "comment": "Comments on your stories";
      "reply": "Replies to your comments";
      "like": "Likes on your comments";
      "moderation": "Moderation decisions about you";
    };
  };
  "story": {
    "storyMode": "Story";
    "tribeChip": "Tribe: {{name}} — see its stories";
    "themeChip": "Theme: {{name}} — see its stories";
    "gallery_one": "Image";
    "gallery_other": "Gallery of {{count}} images";
    "enlargeImage": "Enlarge image {{index}} of {{count}}";
    "lightbox": "Image {{index}} of {{count}}";
    "imageOf": "{{title}}, image {{index}}";
    "previousImage": "Previous image";
    "nextImage": "Next image";
    "mediaMissing": "This media file is not available.";
    "audioPreparing": "The episode is being prepared: it will play here in a moment.";
    "videoLabel": "Video: {{title}}";
    "playVideo": "Play the video: {{title}}";
    "tags": "Tags";
    "references": "References";
    "inspiredBy": "Inspired by";
    "latest": "Latest stories";
    "panelError": "The latest stories could not be loaded.";
    "related": "Related stories";
    "authors": "Authors to discover";
    "sidePanel": "More to read";
    "notFoundTitle": "This story does not exist";
    "notFoundText": "It may have been removed by its author, or the link is incomplete.";
    "backHome": "Back to the stories";
    "loadError": "This story could not be loaded.";
  };
  "player": {
    "label": "Podcast player: {{title}}";
    "play": "Play";
    "pause": "Pause";
    "back": "Back {{count}} seconds";
    "forward": "Forward {{count}} seconds";
    "seek": "Position in the podcast";
    "position": "{{current}} of {{total}}";
    "of": "of";
    "speed": "Playback speed";
    "rate": "{{rate}}×";
    "chapters": "Chapters";
    "transcript": "Transcript";
    "transcriptHint": "Choose a line to listen from there.";
  };
  "people": {
    "articleCount_one": "{{count}} article";
    "articleCount_other": "{{count}} articles";
    "articleCountCapped": "{{count}}+ articles";
    "editProfile": "Edit profile";
    "noPresentation": "This author has not written a presentation yet.";
    "sections": "Profile sections";
    "timeline": "Timeline";
    "noArticles": "No articles published yet.";
    "notFoundText": "No author has this address. They may have left, or the link is incomplete.";
    "browseDirectory": "Browse the people directory";
    "loadError": "This profile could not be loaded.";
    "articleActions": "Actions for “{{title}}”";
    "edit": "Edit";
    "delete": "Delete";
    "deleteQuestion": "Delete “{{title}}”? Readers will no longer find it. This cannot be undone.";
  };
  "peoples": {
    "title": "People";
    "intro": "The authors and readers who make Tribes.";
    "searchLabel": "Search people by name";
    "searchPlaceholder": "Search by name…";
    "count_one": "{{count}} person";
    "count_other": "{{count}} people";
    "resultsFor_one": "{{count}} person matches “{{keywords}}”";
    "resultsFor_other": "{{count}} people match “{{keywords}}”";
    "noMatch": "No one matches “{{keywords}}”. Try another name.";
    "empty": "No one has joined yet.";
    "error": "The directory could not be loaded.";
    "viewProfile": "View profile";
    "viewProfileOf": "View profile: {{name}}";
  };
  "about": {
    "kicker": "About Tribes";
    "title": "Stories from every tribe, told by the people who live them";
    "intro": "Tribes is a bilingual home for written stories, podcasts and videos about the cultures, languages and daily lives of the peoples of Cameroon and beyond. Anyone can read and listen; anyone with an account can publish.";
    "whatTitle": "What you will find here";
    "features": {
      "stories": {
        "title": "Articles and illustrated stories";
        "text": "Long reads, portraits and chronicles — written in one piece, or as an illustrated story told section by section.";
      };
      "podcasts": {
        "title": "Podcasts";
        "text": "Tales, interviews and conversations to listen to, with speed control and a player that remembers where you stopped.";
      };
      "videos": {
        "title": "Videos";
        "text": "Short films of places, crafts and celebrations, filmed by the people who know them best.";
      };
      "tribes": {
        "title": "By tribe and by theme";
        "text": "Every story belongs to one or more tribes and themes. Pick a tribe or a theme to follow the stories that matter to you.";
      };
      "offline": {
        "title": "Reading without a network";
        "text": "Install the app on your phone, save your collections, and read or listen to them on the road, even with no connection.";
      };
      "authors": {
        "title": "Authors you can meet";
        "text": "Each author has a profile with their presentation and everything they have published. Find them in the people directory.";
      };
    };
    "missionTitle": "Our mission";
    "mission1": "Too many of our stories live only in memory, or in languages that fewer people speak each year. Tribes exists so that they are written down, recorded and shared — in French and in English — by those who carry them.";
    "mission2": "We want a place where a grandmother's tale, a recipe, a proverb or a festival can be found by anyone, anywhere, on any phone, and read again years from now.";
    "contactTitle": "Write to us";
    "contactText": "A question, a story to propose, an error to report or a partnership in mind? The team reads every message.";
    "startReading": "Start reading";
  };
  "deleteMessage": {
    "success": "The article was deleted.";
    "failed": "The article could not be deleted. Try again.";
  };
  "confirmation": {
    "title": "Confirmation";
    "delete": "Delete";
    "cancel": "Cancel";
  };
  "messagePopup": {
    "title": "Message";
  };
  "resume": {
    "title": "Continue listening";
    "timeLeft_one": "{{count}} min left";
    "timeLeft_other": "{{count}} min left";
    "progressOf": "Progress in {{title}}";
    "percentHeard": "{{percent}}% played";
  };
  "sharing": {
    "shared": {
      "nothing": "Nothing usable was shared. Tribes takes an audio file, a picture, a link or some text.";
      "failed": "What you shared could not be kept on this device. Please share it again.";
      "unavailable": "Tribes was not ready to receive shares on this device yet. It is now: please share it again.";
      "full": "This device's storage is full. Free some space, then open your drafts again: what you shared is waiting.";
      "dismiss": "Dismiss";
      "crowded": "Too many shares are waiting on this device, so this one was not kept. Create or discard the ones waiting, then share it again.";
      "large": "What you shared is too large for Tribes to keep on this device.";
    };
    "review": {
      "title": "New draft from a share";
      "intro": "Something was shared with Tribes. Check it before it becomes a draft: create it only if you shared it yourself.";
      "waiting": "Shares waiting: {{count}}.";
      "titleField": "Title";
      "textField": "Text";
      "linkField": "Link";
      "filesField": "Files";
      "file": "{{name}} ({{size}})";
      "create": "Create draft";
      "discard": "Discard";
    };
  };
  "saveSheet": {
    "done": "Done";
  };
  "syncStatus": {
    "saved": "Sync status: everything is saved";
    "syncing": "Sync status: sending your changes…";
    "offline": "Sync status: offline, your changes stay on this device";
  };
  "studio": {
    "timeLeft": "{{time}} left before the {{max}} limit ({{size}} so far)";
    "notice": {
      "hidden": "Recording paused: the app was left or the screen locked. Everything recorded is kept; press Resume to go on.";
      "micLost": "The microphone stopped (another app took it, or it was unplugged). Everything recorded up to then is kept.";
      "limit": "The recording reached the audio limit and stopped. Everything recorded is kept.";
    };
    "stayHere": "Keep this screen open: switching apps or locking the phone stops the microphone.";
    "screenOn": "The screen stays on while you record.";
    "preset": "Speech preset: {{format}}, so {{max}} holds more than 40 minutes.";
    "format": {
      "webm-opus": "Opus mono at 32 kbit/s (WebM)";
      "ogg-opus": "Opus mono at 32 kbit/s (Ogg)";
      "mp4-aac": "AAC mono at 32 kbit/s (MP4), as this browser has no Opus recording";
      "default": "this browser's own format at 32 kbit/s, as it records neither Opus nor AAC";
    };
    "level": "Input level";
    "levelValue": "{{db}} dB";
    "clipping": "Too loud: move back from the microphone or speak a little softer.";
    "tooQuiet": "Very quiet: move closer to the microphone.";
    "edit": {
      "preview": "Play edited";
      "length": "Edited length {{edited}} of {{total}}";
      "trim": "Trim";
      "start": "Starts at {{at}}";
      "startHere": "Set start at playhead";
      "startEdge": "start";
      "end": "Ends at {{at}}";
      "endHere": "Set end at playhead";
      "endEdge": "end";
      "back": "Move {{edge}} back {{seconds}} s";
      "forward": "Move {{edge}} forward {{seconds}} s";
      "cuts": "Cuts";
      "noCuts": "No cut yet. Play to the part to remove, then add a cut.";
      "addCut": "Cut 2 s from the playhead";
      "cutName": "Cut {{n}}: {{from}} to {{to}}";
      "cutStart": "start of cut {{n}}";
      "cutEnd": "end of cut {{n}}";
      "cutStartHere": "Start cut {{n}} at playhead";
      "cutEndHere": "End cut {{n}} at playhead";
      "fromHere": "From playhead";
      "toHere": "To playhead";
      "removeCut": "Remove cut {{n}}";
      "remove": "Remove";
      "hint": "Drag the edges on the waveform, or use the buttons. Your recording is not changed: the cuts are applied to the published file.";
    };
    "takes": {
      "title": "Takes ({{count}})";
      "take": "Take {{n}} ({{duration}})";
      "delete": "Delete";
      "deleteNamed": "Delete take {{n}}";
      "hint": "The chosen take is the one published; the others stay on this device until you delete them or the draft.";
      "another": "Record another take";
      "more": "Record more at the end";
      "moreHint": "What you record now is added after the end of this take, as one recording.";
      "append": "Add to the end";
      "appendNamed": "Add take {{n}} to the end of the chosen take";
      "joining": "Joining the takes…";
      "joined": "Added to the end: the recording is now {{duration}} long.";
      "joinFailed": "These takes cannot be joined (they are not in the same format). Keep them as separate takes.";
      "kept": "Take {{n}} is kept in the list. Take {{chosen}} stays the one to publish: choose take {{n}} to publish it instead.";
      "chosen": "Take {{n}} · {{duration}} will be published";
    };
  };
  "startUp": {
    "offline": "You are offline: the app will start as soon as the network is back. You can go on reading this page.";
    "retrying": "The app could not load. Trying again…";
  };
  "template": {
    "brand": "Sociala";
    "mainSite": "Tribes main site";
    "styleName": "News feed · style {{n}}";
    "iconBar": "Template pages";
    "pagesNav": "All template pages";
    "groups": {
      "newsFeed": "News feed layouts";
      "profile": "Profile";
      "favorite": "Favorite pages";
      "others": "Others";
      "company": "Company";
      "element": "Elements";
    };
    "pageNames": {
      "profile/timeline": "Timeline";
      "profile/about": "About";
      "profile/friends": "Friends";
      "profile/gallery": "Photos";
      "profile/activity-feed": "Activity";
      "profile/tab": "Tabs";
      "profile/friend-profile": "Friend's profile";
      "favorite/page-listing": "Pages you like";
      "favorite/page-home": "Page home";
      "favorite/about": "About";
      "favorite/review": "Reviews";
      "favorite/gallery": "Photos";
      "favorite/tab": "Tabs";
      "others/event-calendar": "Event calendar";
      "others/birthday": "Birthdays";
      "others/weather": "Weather";
      "others/music": "Music";
      "others/games": "Games";
      "others/tab": "Tabs";
      "others/help-support": "Help & support";
      "others/messenger": "Messenger";
      "others/setting": "Settings";
      "others/help-article": "Help article";
      "others/login": "Login (template)";
      "others/register": "Register (template)";
      "company/about": "About us";
      "company/contact": "Contact";
      "element/buttons": "Buttons";
      "element/forms": "Form controls";
    };
    "directory": {
      "title": "Template pages";
      "intro": "Sample social-network pages kept from the original template. They use sample data and change nothing on the site.";
    };
    "header": {
      "home": "Sociala home (news feed)";
      "openMenu": "Open the menu";
      "toggleSidebar": "Show or hide the sidebar";
      "friendRequests_one": "Friend requests ({{count}} new)";
      "friendRequests_other": "Friend requests ({{count}} new)";
      "friendRequestsTitle": "Friend requests";
      "messages_one": "Messages ({{count}} unread)";
      "messages_other": "Messages ({{count}} unread)";
      "messagesTitle": "Messages";
      "openMessenger": "Open the messenger";
      "notifications_one": "Notifications ({{count}} new)";
      "notifications_other": "Notifications ({{count}} new)";
      "notificationsTitle": "Notifications";
      "markAllRead": "Mark all as read";
      "mutual_one": "{{count}} mutual friend";
      "mutual_other": "{{count}} mutual friends";
      "accept": "Confirm";
      "delete": "Delete";
      "accepted": "You are now friends";
      "deleted": "Request removed";
      "darkMode": "Dark mode";
      "profileMenu": "Profile menu";
      "myProfile": "My profile";
      "settings": "Settings";
      "help": "Help & support";
      "templateLogin": "Template login page";
      "friendRequests_zero": "Friend requests";
      "messages_zero": "Messages";
      "notifications_zero": "Notifications";
    };
    "search": {
      "open": "Search";
      "label": "Search the template pages";
      "placeholder": "Start typing to search…";
      "results": "Search results";
      "none": "No page matches.";
    };
    "time": {
      "long": {
        "minutes_one": "{{count}} minute ago";
        "minutes_other": "{{count}} minutes ago";
        "hours_one": "{{count}} hour ago";
        "hours_other": "{{count}} hours ago";
        "days_one": "{{count}} day ago";
        "days_other": "{{count}} days ago";
      };
      "short": {
        "minutes_one": "{{count}} min";
        "minutes_other": "{{count}} min";
        "hours_one": "{{count}} h";
        "hours_other": "{{count}} h";
        "days_one": "{{count}} d";
        "days_other": "{{count}} d";
      };
    };
    "gallery": {
      "open": "Open photo {{n}} of {{total}}";
      "photo": "Photo {{n}} of {{total}}";
    };
  };
  "newsFeed": {
    "title": "News feed";
    "layouts": "News feed layouts";
    "sidebar": "Side column";
    "stories": "Stories";
    "addStory": "Add story";
    "composerLabel": "Write a post";
    "composerPlaceholder": "What's on your mind, {{name}}?";
    "publish": "Post";
    "save": "Save post";
    "photoBy": "Photo shared by {{name}}";
    "likes_one": "{{formatted}} like";
    "likes_other": "{{formatted}} likes";
    "comments_one": "{{formatted}} comment";
    "comments_other": "{{formatted}} comments";
    "shares_one": "{{formatted}} share";
    "shares_other": "{{formatted}} shares";
    "commentPlaceholder": "Write a comment…";
    "commentLabel": "Your comment";
    "sendComment": "Send the comment";
    "linkCopied": "Link copied";
    "linkNotCopied": "The link could not be copied";
    "widgets": {
      "suggestions": "People you may know";
      "events": "Upcoming events";
      "pages": "Pages you may like";
      "birthday": "Birthdays";
      "weather": "Weather";
    };
    "seeAll": "See all";
    "addFriend": "Add";
    "requestSent": "Sent";
    "viewProfile": "View profile";
    "stats": {
      "posts": "Posts";
      "friends": "Friends";
      "photos": "Photos";
    };
    "birthdayToday": "It's {{names}}'s birthday today.";
    "and": " and ";
    "sendWishes": "Send wishes";
  };
  "friends": {
    "title": "Friends";
    "open": "Show friends";
    "close": "Close the friends panel";
    "startConversation": "Start new conversation";
    "pickHint": "Choose a friend to chat with.";
    "settingsMenu": "Friends options";
    "seeAll": "See all";
    "findFriends": "Find friends";
    "settings": "Settings";
    "searchPlaceholder": "Find friends...";
    "searchLabel": "Find friends";
    "noMatch": "No friend matches “{{query}}”.";
    "loadError": "The friends list could not be loaded.";
    "groups": {
      "favorites": "Close friends";
      "work": "Work";
      "family": "Family";
    };
    "status": {
      "online": "Online";
      "away": "Away";
      "offline": "Offline";
    };
    "message": "Message";
    "viewProfile": "Profile";
  };
  "chatBox": {
    "video": "Video call";
    "phone": "Voice call";
    "settings": "Chat settings";
    "close": "Close the chat";
    "unavailable": "Calls and chat settings are not part of this template.";
    "empty": "No messages yet. Say hello to {{name}}!";
    "messages": "Messages";
    "placeholder": "type your message here..";
    "inputLabel": "Message to {{name}}";
    "send": "Send";
    "attach": "Attach";
    "attachOptions": "Attach options";
    "options": {
      "image": "Image";
      "file": "File";
      "camera": "Camera";
    };
  };
  "settingBox": {
    "open": "Theme settings";
    "title": "Theme settings";
    "rtl": "Right to left (RTL)";
    "dark": "Dark mode";
    "pages": "Pages";
    "loadError": "The pages list could not be loaded.";
  };
  "messenger": {
    "chats": "Chats";
    "searchLabel": "Search conversations";
    "searchPlaceholder": "Search…";
    "unread_one": "{{count}} unread message";
    "unread_other": "{{count}} unread messages";
    "back": "Back to conversations";
    "info": "Contact details";
    "sharedMedia": "Shared photos";
    "now": "now";
    "thread": {
      "label": "Conversation with {{name}}";
      "l1": "Hi! Are we still on for the hike on Saturday?";
      "l2": "Yes! I'll bring the sandwiches and the map.";
      "l3": "Perfect. Shall we meet at the station at 8?";
      "l4": "8 is great. {{name}}, don't forget your jacket this time";
      "l5": "Ha, promise. See you Saturday!";
    };
  };
  "helpArticle": {
    "searchLabel": "Search the help articles";
    "searchPlaceholder": "Search the help…";
    "category": "Account";
    "title": "How to change your profile picture";
    "updated": "Updated 3 days ago · 2 min read";
    "intro": "Your profile picture helps friends recognise you. You can change it at any time, from a computer or a phone.";
    "stepsTitle": "Steps";
    "steps": {
      "s1": "Open your profile from the menu at the top right.";
      "s2": "Select the camera icon on your current picture.";
      "s3": "Choose a photo, then move and zoom it to frame it.";
      "s4": "Select Save: your new picture appears everywhere.";
    };
    "outro": "Pictures must be JPEG or PNG files. If the upload fails, try a smaller photo.";
    "helpful": "Was this article helpful?";
    "yes": "Yes";
    "no": "No";
    "thanks": "Thanks for your feedback!";
    "relatedTitle": "Related topics";
    "related": {
      "r1": "Change your name";
      "r2": "Hide your friends list";
      "r3": "Turn notifications off";
      "r4": "Delete your account";
    };
    "noRelated": "No related topic matches.";
  };
  "helpSupport": {
    "title": "Help centre";
    "searchLabel": "Search the help centre";
    "searchPlaceholder": "How can we help you?";
    "faqTitle": "Frequently asked questions";
    "noResult": "No question matches “{{query}}”.";
    "topics": {
      "account": {
        "title": "Your account";
        "text": "Profile, password and login.";
      };
      "privacy": {
        "title": "Privacy";
        "text": "Who sees what you share.";
      };
      "friends": {
        "title": "Friends";
        "text": "Requests, lists and blocking.";
      };
      "messages": {
        "title": "Messages";
        "text": "Chats, calls and attachments.";
      };
    };
    "faq": {
      "q1": {
        "q": "How do I reset my password?";
        "a": "On the login page, choose “Forgot password?” and follow the link we email you.";
      };
      "q2": {
        "q": "Can I hide my friends list?";
        "a": "Yes. In Settings, turn on “Private profile”: only you will see your friends.";
      };
      "q3": {
        "q": "How do I start a conversation?";
        "a": "Open the friends panel, choose “Start new conversation”, then pick a friend.";
      };
      "q4": {
        "q": "Why don't I get notifications?";
        "a": "Check that notifications are on in Settings and allowed by your browser.";
      };
      "q5": {
        "q": "How do I switch to dark mode?";
        "a": "Open the theme settings (the gear button) and turn on Dark mode.";
      };
    };
    "contactTitle": "Still need help?";
    "contactText": "Our team answers within one working day.";
    "contactButton": "Contact us";
  };
  "tplProfile": {
    "tabs": "Profile sections";
    "edit": "Edit profile";
    "addFriend": "Add friend";
    "requestSent": "Request sent";
    "message": "Message";
    "intro": "Intro";
    "livesIn": "Lives in {{city}}";
    "relationship": "Loves hiking and jazz";
    "joined": "Member since {{year}}";
    "about": {
      "overview": {
        "title": "Overview";
        "text": "Hi, I'm {{name}}. I share photos from my trips, good recipes and the concerts I go to.";
      };
      "work": {
        "title": "Work and education";
        "aLabel": "Work";
        "a": "Studio Lumen";
        "bLabel": "Studied at";
        "b": "School of Fine Arts";
      };
      "places": {
        "title": "Places lived";
        "aLabel": "Current city";
        "a": "{{city}}";
        "bLabel": "Home town";
        "b": "Saint-Louis";
      };
      "contact": {
        "title": "Contact";
        "aLabel": "Email";
        "a": "hello@example.com";
        "bLabel": "Website";
        "b": "portfolio.example";
      };
    };
  };
  "tplFavorite": {
    "tabs": "Page sections";
    "like": "Like";
    "liked": "Liked";
    "follow": "Follow";
    "following": "Following";
    "likes_one": "{{formatted}} like";
    "likes_other": "{{formatted}} likes";
    "aboutTitle": "About";
    "founded": "Founded in {{year}}";
    "breakdown": "Ratings breakdown";
    "stars_one": "{{count}} star";
    "stars_other": "{{count}} stars";
    "writeReview": "Write a review";
    "yourRating": "Your rating";
    "yourReview": "Your review";
    "publish": "Publish";
  };
  "tplOthers": {
    "calendar": {
      "previous": "Previous month";
      "next": "Next month";
      "thisMonth": "This month's events";
      "onDay": "Events on the {{day}}";
      "none": "No events.";
      "events_one": "{{count}} event";
      "events_other": "{{count}} events";
      "going_one": "{{count}} going";
      "going_other": "{{count}} going";
    };
    "birthday": {
      "today": "Today";
      "upcoming": "Upcoming birthdays";
      "turns": "Turns {{age}} today";
      "wish": "Send wishes";
      "sent": "Wishes sent";
      "inDays_one": "in {{count}} day";
      "inDays_other": "in {{count}} days";
    };
    "weather": {
      "conditions": {
        "partlyCloudy": "Partly cloudy";
      };
      "feelsLike": "Feels like";
      "humidity": "Humidity";
      "wind": "Wind";
      "hourly": "Next hours";
      "daily": "Next 5 days";
      "range": "{{min}}° / {{max}}°";
    };
    "music": {
      "playing": "Now playing";
      "paused": "Paused";
      "play": "Play";
      "pause": "Pause";
      "previous": "Previous song";
      "next": "Next song";
      "progress": "Song progress";
      "playlist": "Playlist";
    };
    "games": {
      "players_one": "{{formatted}} player";
      "players_other": "{{formatted}} players";
      "play": "Play";
      "inLibrary": "In your library";
    };
  };
  "tplSetting": {
    "general": "General";
    "preferences": "Preferences";
    "links": {
      "account": "Account information";
      "friends": "Friends";
      "help": "Help & support";
      "privacy": "Privacy policy";
    };
    "toggles": {
      "emailNotifications": "Email notifications";
      "pushNotifications": "Push notifications";
      "privateProfile": "Private profile";
    };
  };
  "tplAuth": {
    "tagline": "Connect with friends and the world around you.";
    "note": "This is a template page: it signs no one in.";
    "notSent": "Nothing was sent: this form is only a template.";
    "realLogin": "Go to the real sign-in page";
    "loginTitle": "Login into your account";
    "registerTitle": "Create your account";
    "email": "Email";
    "emailPlaceholder": "you@example.com";
    "password": "Password";
    "passwordPlaceholder": "Your password";
    "show": "Show";
    "hide": "Hide";
    "fullName": "Full name";
    "fullNamePlaceholder": "Your name";
    "remember": "Remember me";
    "forgot": "Forgot password?";
    "loginButton": "Login";
    "registerButton": "Register";
    "or": "or";
    "google": "Sign in with Google";
    "facebook": "Sign in with Facebook";
    "noAccount": "Don't have an account?";
    "registerLink": "Register";
    "haveAccount": "Already have an account?";
    "loginLink": "Login";
  };
  "tplCompany": {
    "about": {
      "title": "About us";
      "intro": "We build friendly places for people to share what matters to them.";
      "team": "Our team";
      "values": {
        "people": {
          "title": "People first";
          "text": "Every feature starts with the people who use it.";
        };
        "craft": {
          "title": "Careful craft";
          "text": "Small details, done well.";
        };
        "open": {
          "title": "Open to all";
          "text": "Accessible on every screen and in every language.";
        };
      };
    };
    "contact": {
      "title": "Contact us";
      "intro": "Write to us: we answer within one working day.";
      "name": "Name";
      "email": "Email";
      "message": "Message";
      "send": "Send";
      "sent": "Thank you! This is a template: your message was not sent.";
      "office": "Our office";
    };
  };
  "tplElement": {
    "variants": "Variants";
    "primary": "Primary";
    "ghost": "Secondary";
    "small": "Small";
    "disabled": "Disabled";
    "clicked_one": "Clicked {{count}} time";
    "clicked_other": "Clicked {{count}} times";
    "iconButtons": "Icon buttons";
    "icons": {
      "heart": "Like";
      "share": "Share";
      "bookmark": "Save";
      "bell": "Notifications";
      "settings": "Settings";
    };
    "text": "Text field";
    "textPlaceholder": "Type something";
    "select": "Select";
    "choice": "Choose one";
    "checkbox": "I agree";
    "switch": "Switch";
    "options": {
      "a": "First option";
      "b": "Second option";
      "c": "Third option";
    };
  };
  "tplSamples": {
    "posts": {
      "p1": "Golden hour at the old harbour tonight. Some evenings just ask you to stop and look.";
      "p2": "Finished my first marathon this morning! Thank you all for the encouragement during training.";
      "p3": "Three days in the mountains with no signal. Best decision of the year.";
      "p4": "The city never sleeps, and tonight neither did I. New photo series coming soon.";
      "p5": "Forest walk with the kids: we counted 14 kinds of mushrooms (and ate none).";
      "p6": "Sunset drive across the plains. Sharing this one for everyone who needs a calm minute today.";
    };
    "messages": {
      "nadia": "Did you see the photos from Saturday?";
      "kofi": "The marathon was tough but worth it!";
      "sofia": "Let's plan the trip next week.";
      "lea": "Thanks for the book, I loved it.";
      "omar": "Dinner at mine on Friday?";
      "yuki": "Sending you the recipe now.";
    };
    "notifications": {
      "n1": "liked your photo.";
      "n2": "commented on your post.";
      "n3": "invited you to an event.";
      "n4": "shared your post.";
    };
    "jobs": {
      "designer": "Designer";
      "engineer": "Engineer";
      "photographer": "Photographer";
      "teacher": "Teacher";
      "musician": "Musician";
      "architect": "Architect";
      "chef": "Chef";
      "writer": "Writer";
      "doctor": "Doctor";
      "developer": "Developer";
    };
    "events": {
      "e1": {
        "title": "Jazz night on the rooftop";
        "place": "Le Sucre, Lyon";
      };
      "e2": {
        "title": "Family forest walk";
        "place": "Parc de la Tête d'Or";
      };
      "e3": {
        "title": "Sunset photo meet-up";
        "place": "Old harbour, Marseille";
      };
      "e4": {
        "title": "Mountain day trip";
        "place": "Vercors";
      };
      "e5": {
        "title": "Street food festival";
        "place": "Place Bellecour";
      };
    };
    "pages": {
      "pg1": {
        "name": "Wanderlust Collective";
        "place": "Lyon, France";
        "about": "A community of travellers sharing routes, tips and photos from every corner of the world.";
      };
      "pg2": {
        "name": "Green Trails";
        "place": "Annecy, France";
        "about": "Hikes and nature walks for every level.";
      };
      "pg3": {
        "name": "Night Sounds";
        "place": "Marseille, France";
        "about": "Live music, playlists and concert news.";
      };
      "pg4": {
        "name": "Street Kitchen";
        "place": "Lyon, France";
        "about": "Recipes and food trucks near you.";
      };
      "pg5": {
        "name": "Peak Runners";
        "place": "Grenoble, France";
        "about": "Trail running club and race calendar.";
      };
      "pg6": {
        "name": "Frame by Frame";
        "place": "Bordeaux, France";
        "about": "Photography walks and critiques.";
      };
    };
    "categories": {
      "travel": "Travel";
      "nature": "Nature";
      "music": "Music";
      "food": "Food";
      "sport": "Sport";
      "photography": "Photography";
    };
    "activities": {
      "a1": "You liked Nadia Benali's photo.";
      "a2": "You commented on Kofi Mensah's post.";
      "a3": "You became friends with Léa Moreau.";
      "a4": "You added 4 photos to your album “Summer”.";
      "a5": "You are going to “Jazz night on the rooftop”.";
      "a6": "You reviewed Wanderlust Collective.";
    };
    "reviews": {
      "r1": "Great tips and a friendly community. I found my best trip ideas here.";
      "r2": "Lots of useful routes; I'd love more content for families.";
      "r3": "The photo contests are so much fun!";
      "r4": "Nice page, but posts could be more regular.";
    };
    "songs": {
      "s1": "Ocean Lights";
      "s2": "Midnight Avenue";
      "s3": "Savanna Wind";
      "s4": "Still Water";
      "s5": "Above the Clouds";
    };
    "games": {
      "g1": "Checkmate Club";
      "g2": "Hearts & Aces";
      "g3": "Lucky Dice";
      "g4": "Piece by Piece";
      "g5": "Neon Rally";
      "g6": "Orbit Run";
    };
    "genres": {
      "strategy": "Strategy";
      "cards": "Cards";
      "board": "Board game";
      "puzzle": "Puzzle";
      "racing": "Racing";
      "arcade": "Arcade";
    };
  };
  "unreadableAudio": {
    "author": "The server could not read this episode’s audio file: it seems damaged. Listeners cannot see or play this episode. Edit the article to record it again or choose another file.";
    "editor": "The server could not read this audio file: it seems damaged, and the episode is hidden from listeners. Record it again or choose another file.";
    "reader": "This episode cannot be played.";
  };
  "uploads": {
    "title": "Uploads";
    "queued": "Waiting to upload…";
    "progress": "Uploading… {{percent}}%";
    "sizes": "{{loaded}} of {{total}}";
    "waiting": "Waiting for the network ({{percent}}%). It goes on from where it stopped.";
    "waitingWifi": "Waiting for Wi-Fi ({{percent}}%).";
    "paused": "Paused at {{percent}}%.";
    "done": "Uploaded";
    "failed": "Upload refused: {{message}}";
    "pause": "Pause";
    "pauseNamed": "Pause the upload of {{name}}";
    "resume": "Resume";
    "resumeNamed": "Resume the upload of {{name}}";
    "cancel": "Cancel";
    "cancelNamed": "Cancel the upload of {{name}}";
    "retry": "Try again";
    "progressLabel": "Upload of {{name}}";
    "wifiOnly": "Upload only on Wi-Fi";
    "wifiOnlyHint": "Uploads wait until this device is on Wi-Fi.";
    "wifiOnlyHintUnknown": "This browser cannot tell which network it is on: uploads wait until you turn this off.";
  };
};
