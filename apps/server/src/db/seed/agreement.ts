import type { ServerLocale } from '../../i18n/locale.ts';

/**
 * The demo mall's privacy agreement (HTML) in each language of the mall,
 * shown from the sign-in and register forms at `/middlewares/privacy_agreement`
 * (`GET /api/front/login/method/info` answers the request's language). A
 * deployment replaces it with its own: site setting `login.agreement`, an
 * object by locale like this one, or one string for every language.
 */
export const DEMO_AGREEMENT: Record<ServerLocale, string> = {
  'zh-CN': [
    '<h2>隐私协议（演示）</h2>',
    '<p>本商城为演示站点。为向您提供购物服务，我们会在您注册、登录和下单时收集必要的信息：手机号或邮箱（用于登录与接收验证码）、收货地址（用于配送）以及订单与支付记录。</p>',
    '<p>我们仅为完成您委托的服务使用这些信息，不会出售给任何第三方；商家仅能看到履行其订单所需的信息。密码以不可逆的方式保存，验证码五分钟内有效且只能使用一次。</p>',
    '<p>您可以随时在“个人资料”中查看和修改您的信息，或联系客服注销账号。继续登录或注册即表示您已阅读并同意本协议。</p>',
  ].join('\n'),
  en: [
    '<h2>Privacy agreement (demo)</h2>',
    '<p>This mall is a demonstration site. To serve you, we collect what shopping needs when you register, sign in and order: your phone number or email (to sign in and receive verification codes), your delivery addresses (for shipping), and your orders and payments.</p>',
    '<p>We use this information only for the services you ask of us and never sell it to anyone; a shop sees only what it needs to fulfil your orders with it. Passwords are stored in a form that cannot be reversed; a verification code is valid for five minutes and works once.</p>',
    '<p>You can see and change your information in "User info" at any time, or ask customer service to close your account. By signing in or registering you confirm that you have read and accept this agreement.</p>',
  ].join('\n'),
  fr: [
    '<h2>Politique de confidentialité (démonstration)</h2>',
    '<p>Ce centre commercial est un site de démonstration. Pour vous servir, nous recueillons ce dont l’achat a besoin lorsque vous vous inscrivez, vous connectez et commandez : votre numéro de téléphone ou votre e-mail (pour la connexion et les codes de vérification), vos adresses de livraison (pour l’expédition), ainsi que vos commandes et paiements.</p>',
    '<p>Nous n’utilisons ces informations que pour les services que vous nous demandez et ne les vendons jamais ; une boutique ne voit que ce qu’il lui faut pour exécuter vos commandes chez elle. Les mots de passe sont conservés sous une forme irréversible ; un code de vérification est valable cinq minutes et ne sert qu’une fois.</p>',
    '<p>Vous pouvez consulter et modifier vos informations à tout moment dans « Mes informations », ou demander au service client de fermer votre compte. En vous connectant ou en vous inscrivant, vous confirmez avoir lu et accepté cette politique.</p>',
  ].join('\n'),
  th: [
    '<h2>นโยบายความเป็นส่วนตัว (ตัวอย่าง)</h2>',
    '<p>ห้างนี้เป็นเว็บไซต์สาธิต เพื่อให้บริการแก่คุณ เราเก็บข้อมูลที่จำเป็นต่อการซื้อสินค้าเมื่อคุณสมัครสมาชิก เข้าสู่ระบบ และสั่งซื้อ ได้แก่ หมายเลขโทรศัพท์หรืออีเมล (สำหรับเข้าสู่ระบบและรับรหัสยืนยัน) ที่อยู่จัดส่ง (สำหรับการจัดส่ง) รวมถึงประวัติคำสั่งซื้อและการชำระเงิน</p>',
    '<p>เราใช้ข้อมูลเหล่านี้เพื่อให้บริการตามที่คุณร้องขอเท่านั้น และจะไม่ขายให้แก่บุคคลภายนอก ร้านค้าจะเห็นเฉพาะข้อมูลที่จำเป็นต่อการจัดการคำสั่งซื้อของคุณ รหัสผ่านถูกเก็บในรูปแบบที่ย้อนกลับไม่ได้ และรหัสยืนยันใช้ได้ภายในห้านาทีและใช้ได้เพียงครั้งเดียว</p>',
    '<p>คุณสามารถดูและแก้ไขข้อมูลของคุณได้ทุกเมื่อที่ "ข้อมูลผู้ใช้" หรือติดต่อฝ่ายบริการลูกค้าเพื่อปิดบัญชี การเข้าสู่ระบบหรือสมัครสมาชิกถือว่าคุณได้อ่านและยอมรับนโยบายนี้แล้ว</p>',
  ].join('\n'),
  lao: [
    '<h2>ນະໂຍບາຍຄວາມເປັນສ່ວນຕົວ (ຕົວຢ່າງ)</h2>',
    '<p>ຮ້ານຄ້ານີ້ແມ່ນເວັບໄຊສາທິດ. ເພື່ອໃຫ້ບໍລິການແກ່ທ່ານ, ພວກເຮົາເກັບກຳຂໍ້ມູນທີ່ຈຳເປັນຕໍ່ການຊື້ສິນຄ້າ ເມື່ອທ່ານລົງທະບຽນ, ເຂົ້າສູ່ລະບົບ ແລະ ສັ່ງຊື້: ເບີໂທລະສັບ ຫຼື ອີເມວ (ເພື່ອເຂົ້າສູ່ລະບົບ ແລະ ຮັບລະຫັດຢືນຢັນ), ທີ່ຢູ່ຈັດສົ່ງ (ເພື່ອການຈັດສົ່ງ) ແລະ ປະຫວັດການສັ່ງຊື້ ແລະ ການຊຳລະເງິນ.</p>',
    '<p>ພວກເຮົາໃຊ້ຂໍ້ມູນເຫຼົ່ານີ້ສະເພາະເພື່ອໃຫ້ບໍລິການທີ່ທ່ານຮ້ອງຂໍເທົ່ານັ້ນ ແລະ ບໍ່ຂາຍໃຫ້ຜູ້ອື່ນ; ຮ້ານຄ້າເຫັນພຽງແຕ່ຂໍ້ມູນທີ່ຈຳເປັນເພື່ອຈັດການຄຳສັ່ງຊື້ຂອງທ່ານ. ລະຫັດຜ່ານຖືກເກັບໄວ້ໃນຮູບແບບທີ່ບໍ່ສາມາດຖອດຄືນໄດ້; ລະຫັດຢືນຢັນໃຊ້ໄດ້ພາຍໃນຫ້ານາທີ ແລະ ໃຊ້ໄດ້ຄັ້ງດຽວ.</p>',
    '<p>ທ່ານສາມາດເບິ່ງ ແລະ ແກ້ໄຂຂໍ້ມູນຂອງທ່ານໄດ້ທຸກເວລາທີ່ "ຂໍ້ມູນຜູ້ໃຊ້", ຫຼື ຕິດຕໍ່ຝ່າຍບໍລິການລູກຄ້າເພື່ອປິດບັນຊີ. ການເຂົ້າສູ່ລະບົບ ຫຼື ລົງທະບຽນ ໝາຍຄວາມວ່າທ່ານໄດ້ອ່ານ ແລະ ຍອມຮັບນະໂຍບາຍນີ້ແລ້ວ.</p>',
  ].join('\n'),
};
