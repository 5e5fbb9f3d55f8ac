// The Chinese words of asking (ask-words.ts has the English and the shape): the verbs ("携带",
// "提交", "寄回"), what makes them an ask ("请", "必须", "麻烦您"), and where a list ends.
import type { AskWords } from './ask-words-types';

export const ZH: AskWords = {
  verb: /(?:携带|带上|带来|带着|带齐|带好|备齐|备好|(?<=请)带(?![上来着齐好])|提交|提供|寄回|交回|附上|填写|填妥|签署|出示|上传|寄送|寄来|递交|呈交|交给|准备齐全|准备齐|准备好|准备|寄给|发送|传真(?![封号机页]))(?:给(?:我们|本办公室|本处))?/gu,
  need: /(?:我们(?:仍|还|尚)?需要|我们(?:尚未|还没有|仍未)收到)(?!您)/gu,
  imperative: /(?:请|必须|须|需要|需|务必|应当|应该|应|要|记得|一定要|麻烦您)[^，。；：！？]*$/u,
  // A verb right after "的" is part of a noun ("随附的传真封面页", "已提交的文件"), not an ask.
  statement: /(?:(?<![请要让求])(?:我们|本机构|本办公室|他们|她们|它们|您|你)(?:将|会|已|已经|可以|能|曾)?|的)$/u,
  negation: /(?:不要|请勿|勿|无需|不需要|不必|不用|切勿|毋须|别|不得)/u,
  conditional: /(?:如果您?(?:不|没有|未|无法)|如未|若未|若不|倘若未)[^，。；]*$/u,
  hedge: /(?:如果|如|若|是否)/u,
  chain: /(?:并|和|及|或|然后|，|、)\s*$/u,
  stop: /(?:本局|本办公室|本处|本机构|本部门|我处|以下地址|下列地址|该地址|(?<!收|得|做|找|遇|达|迟)到|(?<!甚)至(?!少)|给(?:我们|本|我|该|这)|交给|寄到|以便|以免|以供|之前|否则|如果|或致电|或者致电|并(?:在|于)|在(?:您的|面谈|预约|听证|\d))/u,
  placeFirst: null,
  following: /(?:以下|下列|如下|下面)/u,
  heading: /(?:所需|需要|必须|必备|清单|携带|应带|要带|缺少|文件|材料|证件)/u,
  conjunction: /(?:以及|及|和|还有)/gu,
  determiner: /^(?:您的|你的|一份|两份|二份|三份|四份|所有|任何|最近|\d|\p{Script=Han}{2,})/u,
  continuation: /^(?:例如|比如|如|包括|即|或者|或)/u,
  prose: /^(?:如果|如有|若|请致电|请拨打|此致|谢谢|您|我们|注意|重要|备注|另外|此外|不要|请勿)/u,
  empty: /^(?:它|它们|这些|此|这|以下|下列|如下|(?:您的|所有|这些|有关|上述|以上|更多)?(?:文件|材料|资料|证明文件|信息))$/u,
  passive: null,
  opener: /^(?:请|麻烦您|烦请|敬请|务必)/u,
  // Chinese drops the subject after a comma: a clause without one goes on with the sentence's "请".
  carry: /^(?!.*(?:我们|本局|本处|本机构|本中心|本办公室|他们|她们|如果|若|您(?!的)|你(?!的)))/u,
  modal: /(?:可以|可|能够|能)$/u,
  offer: /(?:如果|若|假如|倘若)[^，。；]*$/u,
  imperativeForm: null,
  gerund: /(?!)/u,
  firstPerson: /^(?:我们|本局|本处|本机构|本中心|本办公室)/u,
  along: /连同/gu,
  channel: null,
  destination: /(?:到|至|给)$|地址|网站|网上|在线/u,
  pronoun: /^(?:它|它们|其)$/u,
};
