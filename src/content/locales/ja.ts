/**
 * Japanese. Written for Japanese readers rather than word for word; sentences join without a
 * space, so the {placeholders} that hold whole sentences sit side by side.
 */
import type { Copy } from "./en.ts";

export const ja: Copy = {
  language: {
    name: "日本語",
    ogLocale: "ja_JP",
    dir: "ltr",
    switcherLabel: "言語",
  },

  claims: {
    onDevice: "写真はお使いの端末の中だけにあり、どこにも送信されません。",
    bin: "削除した写真は、すぐにライブラリから消えるのではなく、まずアプリ内のゴミ箱に移ります。",
    review: "完全に削除する前に、まとめて確認して確定でき、取り消しもできます。",
    recentlyDeleted: "ゴミ箱を空にすると、写真はスマートフォンの「最近削除した項目」に移り、{retentionDays}日間は復元できます。",
    permission: "アプリが求めるのは写真ライブラリへのアクセスだけです。カメラ、連絡先、位置情報、マイクへのアクセスを求めることはありません。",
    permissionRequired: "写真ライブラリへのアクセスがないと、表示できる写真がないためアプリは動作しません。",
    freeTier: "無料版では1日に最大{freeSwipes}回スワイプでき、毎日続けるとボーナススワイプももらえます。",
    paidTier: "有料アップグレードなら、月額約{price}で無制限に使えます。",
    requirements: "iOS {minimumIos}以降が必要で、{optimizedFor}に最適化されています。",
    supportResponse: "通常、{responseTime}にご返信します。",
  },
  factWords: {
    optimizedFor: "iPhone {iphone}以降",
    responseTime: "数日以内",
  },

  home: {
    title: "スワイプで整理",
    description: "{tagline}写真1枚にスワイプ1回。残す、削除する、スキップする。{onDevice}",
  },
  hero: {
    headline: "スワイプで整理",
    subline: "カメラロールの整理を、心から楽しめる時間に。",
    quotes: [
      { text: "写真1枚にスワイプ1回。残すか、消すか、スキップするか。", source: "使い方" },
      { text: "写真は1枚たりともスマホの外に出ません。", source: "プライバシーへの約束" },
    ],
    floatingLabels: ["重複を検出", "似た写真", "低画質"],
    mockup: { counter: "{current} / {total}", stamp: "削除", skip: "スキップ" },
  },
  featuresIntro: {
    heading: "すっきりしたカメラロールのために",
    lead: "すべてはスマホの中だけで、気軽なスワイプ数回で完了します。",
  },
  features: [
    {
      title: "スワイプで片付け",
      body: "写真を1枚ずつ表示し、スワイプひとつで残す・削除・スキップを決められます。何千枚もの写真も、1日数分のゆったりした時間で片付きます。",
    },
    { title: "端末内で完結", body: "{onDevice}{permission}" },
    { title: "iOSネイティブ", body: "{requirements}削除した写真はスマートフォン本体の「最近削除した項目」に入り、{retentionDays}日間は復元できます。" },
  ],
  stepsIntro: { heading: "使い方" },
  steps: [
    { title: "アクセスを許可", body: "アプリが求める唯一の権限、写真ライブラリへのアクセスを許可します。{permissionRequired}" },
    { title: "スワイプ", body: "写真を1枚ずつ見ながら、スワイプで残す・削除・スキップを選びます。{bin}" },
    {
      title: "確認して確定",
      body: "{review}ゴミ箱から写真を戻すことも、ゴミ箱を空にすることもできます。空にした写真はスマートフォンの「最近削除した項目」に移り、{retentionDays}日間は復元できます。",
    },
  ],
  faq: {
    heading: "よくある質問",
    entries: [
      { id: "on-device", question: "写真がスマホの外に出ることはありますか？", answer: "いいえ。{onDevice}写真の仕分けも削除も、すべて端末上で行われます。" },
      { id: "deleting", question: "削除した写真はどうなりますか？", answer: "{bin}{review}" },
      { id: "restoring", question: "削除した写真を元に戻せますか？", answer: "はい。ゴミ箱を空にするまでは、どの写真でも復元できます。{recentlyDeleted}" },
      { id: "permissions", question: "アプリに必要な権限は何ですか？", answer: "{permission}{permissionRequired}" },
      { id: "pricing", question: "無料で使えますか？", answer: "{freeTier}{paidTier}" },
      { id: "iphones", question: "対応しているiPhoneは？", answer: "iOS {minimumIos}以降が必要で、{optimizedFor}に最適化されています。" },
      { id: "children", question: "子どもでも使えますか？", answer: "このアプリは{minimumAge}歳未満のお子さまを対象としていません。" },
    ],
    storeQuestion: "ダウンロードはいつからできますか？",
    storeAnswer: "{availability}{faqAnswer}",
  },
  callToAction: {
    heading: "大切なもののために、空きを",
    body: "散らかったものは片付けて、思い出は残す。写真はあなたのもの。ずっとスマホの中に。",
    privacyLink: "プライバシーポリシーを読む",
  },

  privacy: {
    heading: "プライバシーポリシー",
    description: "アプリでの情報の扱いについて。写真は端末から出ず、求めるのは写真ライブラリへのアクセスだけで、情報の収集や共有は一切行いません。",
    lastUpdated: "最終更新日：{date}",
    lead: "このポリシーは、{platforms}向けアプリ「{appName}」での情報の扱いを説明するものです。要点は次のとおりです。{onDevice}",
    sections: {
      "data-collection": {
        heading: "データの収集",
        paragraphs: [
          "{appName}は個人データを収集、保存、共有しません。アプリは写真を1枚ずつ表示するために端末上の写真ライブラリを読み込み、残す・削除・スキップといった判断はすべて端末上で処理されます。写真そのもの、その内容、メタデータが私たちや第三者にアップロードされることはありません。",
          "{bin}{review}{recentlyDeleted}",
        ],
      },
      "permissions-used": {
        heading: "使用する権限",
        paragraphs: ["{permission}", "{permissionRequired}この権限は、スマートフォンの設定からいつでも許可したり取り消したりできます。"],
      },
      "children-s-privacy": {
        heading: "お子さまのプライバシー",
        paragraphs: [
          "{appName}は{minimumAge}歳未満のお子さまを対象としておらず、お子さまの情報を意図的に収集することはありません。アプリは誰からも個人データを収集しないため、お子さまに関する情報も保持していません。",
        ],
      },
      "contact-information": {
        heading: "お問い合わせ先",
        paragraphs: ["このポリシーやプライバシーについてご質問があれば、{email} までご連絡ください。{supportResponse}"],
      },
      "changes-to-this-privacy-policy": {
        heading: "本ポリシーの変更",
        paragraphs: ["アプリでの情報の扱いを変更する場合は、変更が有効になる前にこのページと冒頭の日付を更新します。ときどきこのページをご確認ください。"],
      },
      conclusion: {
        heading: "おわりに",
        paragraphs: [
          "写真はあなたのものです。{appName}はライブラリの整理をお手伝いするアプリで、スマホから何も持ち出しません。アプリをご利用いただくことで、本ポリシーに同意いただいたものとみなします。",
        ],
      },
    },
  },
  support: {
    heading: "サポート",
    description: "アプリについてのご相談はメールで。通常{responseTime}にご返信します。よくある質問ですぐに答えが見つかることもあります。",
    lead: "アプリについてのご質問、ご意見、不具合など、お気軽にご相談ください。",
    emailCard: {
      heading: "メールでのサポート",
      body: "ご用件をメールでお知らせください。",
      responseTime: "返信までの目安：{responseTime}",
    },
    faqCard: {
      heading: "よくある質問",
      body: "プライバシー、写真の削除と復元、料金、対応iPhoneについての回答があります。",
      link: "よくある質問を見る",
    },
  },
  notFound: {
    title: "ページが見つかりません",
    description: "このページは存在しません。ホームでアプリについてご覧ください。",
    heading: "おっと！ページが見つかりません",
    body: "お探しのページは存在しないか、移動した可能性があります。",
    homeLink: "ホームに戻る",
    otherLanguages: "ほかの言語で見る：",
  },
  press: {
    heading: "プレスキット",
    description: "報道関係者向けの{appName}の資料です。概要、アプリアイコン、スクリーンショットを一括でダウンロードでき、アプリの紹介に自由にお使いいただけます。",
    lead: "{appName}について書くための資料一式です。アプリの紹介に自由にお使いください。",
    download: "プレスキットをダウンロード",
    downloadNote: "各言語の概要、アプリアイコン、スクリーンショットを収めたZIPファイルです。",
    summary: "カメラロールの写真を1枚ずつスワイプして、残すか、削除するか、スキップするかを選べます。{onDevice}",
    factsHeading: "概要",
    facts: {
      name: "アプリ名",
      tagline: "キャッチコピー",
      summary: "ひとことで",
      price: "価格",
      requirements: "動作環境",
      availability: "配信状況",
      released: "リリース日",
      contact: "報道関係のお問い合わせ",
    },
    aboutHeading: "{appName}について",
    about: [
      "{appName}は、カメラロールの整理を1日数分の穏やかな時間に変えます。写真を1枚ずつ表示し、スワイプ1回で残すか、削除するか、スキップするかを選ぶだけです。",
      "{bin} {review} {recentlyDeleted}",
      "{onDevice} {permission}",
    ],
    iconHeading: "アプリアイコン",
    iconNote: "プレスキットに、1024ピクセルと512ピクセル四方のPNGファイルで収めています。",
    screenshotsHeading: "スクリーンショット",
  },
  whatsNew: {
    heading: "新機能",
    description: "{appName}の最新バージョンの内容を、App Storeの掲載どおりにお知らせします。",
    version: "バージョン{version}",
    released: "{releasedOn}リリース",
    requires: "iOS {minimumOs}以降が必要です",
    notesHeading: "このバージョンの変更点",
    rating: "5点中{rating}点",
    ratingSource: "App Storeで{ratingCount, plural, other {#件の評価}}",
  },
  unexpectedError: "予期しないアプリケーションエラーが発生しました",

  nav: {
    features: "機能",
    faq: "よくある質問",
    privacy: "プライバシー",
    privacyPolicy: "プライバシーポリシー",
    support: "サポート",
    product: "製品",
    press: "プレスキット",
    whatsNew: "新機能",
  },
  chrome: {
    skipLink: "本文へ移動",
    menu: "メニュー",
    mainNavigation: "メイン",
    downloadBar: "アプリをダウンロード",
    rights: "無断転載を禁じます。",
    socialImageAlt: "{appName}：{headline}。{tagline}",
  },

  store: {
    comingSoon: { lead: "近日公開", rest: "App Storeにて" },
    "coming-soon": {
      barLine: "無料：1日{freeSwipes}スワイプ",
      availability: "アプリはまもなくApp Storeで公開されます。",
      faqAnswer: "公開され次第、このサイトのダウンロードボタンからApp Storeへ移動できます。",
    },
    "pre-order": {
      badgeWords: "App Storeで予約注文",
      barLine: "予約注文受付中",
      availability: "アプリは現在App Storeで予約注文を受け付けています。",
      faqAnswer: "このサイトのダウンロードボタンから予約注文すると、発売日にiPhoneへダウンロードされます。",
    },
    live: {
      badgeWords: "App Storeからダウンロード",
      barLine: "無料：1日{freeSwipes}スワイプ",
      availability: "アプリは現在App Storeで配信中です。",
      faqAnswer: "このサイトのどのダウンロードボタンからでもApp Storeへ移動できます。",
    },
    googlePlay: {
      badgeWords: "Google Play で手に入れよう",
      trademark: "Google Play および Google Play ロゴは Google LLC の商標です。",
    },
    trademarks: {
      before: "App Store、iPhoneは、米国およびその他の国や地域で登録されたApple Inc.の商標です。",
      withBadge: "Apple、Appleのロゴ、App Store、iPhoneは、米国およびその他の国や地域で登録されたApple Inc.の商標です。",
    },
  },
  proof: {
    heading: "ユーザーの声",
    rating: "5 点中 {rating} 点",
    ratingSource: "App Store の評価 {ratingCount} 件（{ratedOn} 時点）",
  },
  launch: {
    screensHeading: "iPhoneでの画面",
    screensLabel: "アプリのスクリーンショット",
    previous: "前のスクリーンショット",
    next: "次のスクリーンショット",
    watch: "プレビューを見る",
    close: "閉じる",
  },
};
