/*
 * Passwords and base words attackers try first (the head of the public breach-frequency lists, plus words
 * obvious for this programme). A password is refused when it is one of these, or when its letters — after
 * undoing common character swaps (@→a, 0→o, $→s …) and dropping digits and symbols — spell one of these:
 * 'P@ssw0rd1!' and 'Welcome2026!' pass the composition rules yet are the first guesses of any attacker.
 */
const COMMON = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman
1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster
soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars
klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass
maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole chelsea matthew
access yankees 987654321 dallas austin thunder taylor matrix minecraft william corvette hello martin heather
secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5
patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey
chicken sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea
smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers
yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple banana junior hannah
123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller
boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player
nikita knight fender barney midnight please brandy chicago badboy slayer rangers charles angel flower
bigdaddy rabbit wizard jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r
jasmine winter prince marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro
gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren angela spanky thx1138 angels
madison winston shannon mike toyota jordan23 canada sophie apples tiger razz 123abc pokemon
qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a
789456 turtle abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123
booger asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins
asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin
pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers nicholas united
tiffany maxwell zzzzzz nirvana jeremy stupid monica elephant giants jackass hotdog rosebud
success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q albert metallic lucky azerty
7777 alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie gators benjamin voodoo driver
dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342
passw0rd trouble gunner happy loveme gordon legend jeremy hello123 admin administrator root changeme
default letmein1 welcome1 password123 passw0rd1 p@ssw0rd p@ssword qwerty1 iloveyou1 abc12345 football1
baseball1 princess1 monkey1 sunshine1 shadow1 superman1 michael1 naloxone narcan kloxxado overdose
opioid health portal colorado kentucky denver louisville lexington summer2024 summer2025 summer2026
spring winter2025 autumn fall january february march april may june july august september october
november december monday friday weekend company letmein123 secret123 temp temporary temppass newpass
mypassword passwd changeit security qwertyuiop1 asdf1234 zaq12wsx 1qazxsw2 qweasdzxc
`;

const LIST = new Set(COMMON.split(/\s+/).filter(Boolean));

const SWAPS: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '1': 'i', '!': 'i', '3': 'e', '$': 's', '5': 's', '7': 't', '8': 'b' };

/** The letters of a password with look-alike swaps undone: 'P@ssw0rd1!' → 'p@ssw0rd' → 'password'. */
function lettersOf(password: string): string {
  const lower = password.toLowerCase();
  // Trailing digits and symbols are usually a suffix ('2026!'), not a swap: drop them before undoing swaps.
  const withoutSuffix = lower.replace(/[^a-z]+$/, '');
  return [...withoutSuffix].map((c) => SWAPS[c] ?? c).join('').replace(/[^a-z]/g, '');
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (LIST.has(lower)) return true;
  const core = lettersOf(password);
  return core.length > 0 && LIST.has(core);
}
