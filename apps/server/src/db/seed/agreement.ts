/**
 * The demo mall's privacy agreement (HTML), shown from the sign-in dialog at
 * `/middlewares/privacy_agreement`. A deployment replaces it with its own
 * (site setting `login.agreement`).
 */
export const DEMO_AGREEMENT = [
  '<h2>隐私协议（演示）</h2>',
  '<p>本商城为演示站点。为向您提供购物服务，我们会在您注册、登录和下单时收集必要的信息：手机号或邮箱（用于登录与接收验证码）、收货地址（用于配送）以及订单与支付记录。</p>',
  '<p>我们仅为完成您委托的服务使用这些信息，不会出售给任何第三方；商家仅能看到履行其订单所需的信息。密码以不可逆的方式保存，验证码五分钟内有效且只能使用一次。</p>',
  '<p>您可以随时在“个人资料”中查看和修改您的信息，或联系客服注销账号。继续登录或注册即表示您已阅读并同意本协议。</p>',
].join('\n');
