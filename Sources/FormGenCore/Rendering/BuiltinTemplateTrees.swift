// swift-format-ignore-file
// Written by Scripts/regenerate from Templates/, parsed by formgen's parser; do not edit.

extension BuiltinTemplates {
    /// `sources` parsed, as `TemplateSet(sources: sources)` parses them: read once, and kept to the end of
    /// the process, which then frees nothing of them.
    static let trees: [String: [TemplateNode]] = TemplateTree.decode(structure, strings: strings)

    /// The trees' structure, as `TemplateTree` describes it.
    private static let structure: StaticString = """
#&
L$P#%%4#%%4(
T&
OP$$&5'&;$&&@(&5
T)
OP$$&M'&S$$&X*&M
T+#
L,P#-(5#-(5(
T.
OP#,)4$&)=/)4
T)
OP#,)J$$)S0)J
T+#
C$vP#1+*#1+*(
T.
OP#1,4$&,C2,4
T)
OP#1,P$$,^&3,P
T+#4$
C%=P$5%*6%.#7%*S8#9%6%3*
T:
OP#;'7$$'><'7
T=
OP$5'Y>'^$$#'^,?'Y
T@
C$vP#A(*#A(*$
TB(
TC
OP#;,D$$,K<,D
TD
OP$5,^#E,^'$&,^4F,^#
T+
TG=P$5/,6/0#7/,SH#I/8/56
TJ
OP#;1B$$1I<1B
T=
OP$51^+>1^/$#1^7?1^+
TK
OP#;2F$$2M<2F
T=
OP$52^/L2^3$#2^>M2^/
TN
OP#;3B$$3I<3B
T=
OP$53^+O3^/$#3^6P3^+
TQ
OP#;5>$$5E<5>
TR
OP#;6D$$6K<6D
TD
OP$56^#E6^'$&6^4F6^#
TS$
L'P$591%95#T914
TU
OP#;;@$$;G<;@
T=
OP$5;^)V;^-$#;^2W;^)
TX
OP#;<D$$<K<<D
T=
OP$5<^-Y<^1$#<^:Z<^-
T[
OP#'==$$=B^#==
T^$
C$vP#A>*#A>*$
T^%&
T^&
OP#'BF$&BK^'BF
T^(
T^)
OP#;DG$$DN<DG
TD
OP$5D^&^*D^*$&D^?^+D^&
TS#^,%
L,P#-%5#-%5(
T^-
OP#,&/$$&80&/
T^.
C$|!vP$^/&^7^0&^?#^1&^7vP#1&^G#1&^G$
T^2#
T+#
C$vP#1(*#1(*&
T^-
OP#1)/$$)>3)/
T^3#^4<
T^5
C$vP$$&*^6&0#^7&*&
T^8
OP$$'B^6'H$#'P^9'B
T^:#
T^;
C$=P$$,66,<#^<,6S^=#^>,D,A$
T^?$
T^@
T^A
OP$$-M>-S$#-[^B-M
T^C
OP$$.>'.D$&.I(.>
T^$
C$vP$$/*^D/0#^E/*&
T^F
OP%$0Y^G0^&^H0^,#^I0Y
T@#
C$vP$$2*^J20#^K2*&
T^L
OP$$3N^J3T$#3^$^M3N
T@#
C%vP$$5*^N50#^O5*(
T^P
OP$^Q7P^R7X$#7^.^S7P
T^T
OP$^Q8P^U8X$#8^.^V8P
T^W=P$$:,6:2#^<:,S^X#^Y:::7$
T^Z#
C$vP$$=*^[=0#_#=*&
T_$
OP$^Q>S_%>[$#>^._&>S
T@#
T_'
C$vP#A@A#A@A$
T_(&
T_)
OP$$@^Q'@^W$&@_#(@^Q
T_*
C$vP$$@_<_+@_B#_,@_<$
T^2#
T+
L_-P$$A8_+A>#_,A8$
C$vP$_-B*,B4#_.B*.
T_/
OP$_-C7_0CA$%CL_1C7
T_2
OP$_-D;_3DE$#DS_4D;
T_5
OP$_-E^%_6E^/$#E^D_7E^%
T_8
OP$_-FC,FM$$FV_9FC
T_:
C$!vP$^/G?^0GG#^1G?$
T^2#
T+*
T_/
OP$_-I7_0IA$%IL_1I7
T_;
OP$_-I^/_3I^9$#I^G_4I^/
T_*
C$!vP$^/I_'^0I_/#^1I_'$
T^2#
T+#
TG
C$vP$$M*_<M0#_=M*(
T_>
C$vP$$O*_?O0#_@O*&
T_A
OP$$PB_?PH$&PS_BPB
T_C#
C$vP$$R*_DR0#_ER*&
T_F
OP$$SE_DSK$&SY_GSE
T_C#
C$vP$$U*_HU0#_IU*&
T_J
OP$$VQ_HVW$&V^3_KVQ
T_C#
T_L#
C$vP$$Z*_MZ0#_NZ*$
T_O#
C$vP$$^$*_P^$0#_Q^$*&
T_R
OP$$^%A_P^%G$&^%U_S^%A
T_C#
C$vP$$^'*_T^'0#_U^'*(
T_V
C$!vP#A^)O#A^)O&
T_W
OP$$^)^-'^)^3$&^)^8(^)^-
T_*#
T_X
C$vP#1^)_7#1^)_7$
C$vP#_Y^)_L#_Y^)_L$
T_Z$
OP#1^)`C$$^)`R3^)`C$
T_[
T`##
C$vP$$^,*^G^,0#`$^,*)
C$vP%$^-*^G^-0^H^-6#^I^-*(
T`%
C$vP#A^.G#A^.G&
T`&
OP$$^.^/'^.^5$$^.^:*^.^/
T_*(
T`'
OP$$^._1'^._7$&^._<(^._1
T`(
OP$$^._U'^._[$$^.`'*^._U
T_*
T`)
C$vP#A^/^U#A^/^U$
T`*%
TD
OP$$^/_:'^/_@$&^/_E(^/_:
T`+(
T`,
C$vP#A^2^=#A^2^=$
T`*%
TD
OP$$^2^['^2_($&^2_-(^2^[
T`-
C$vP#A^3H#A^3H&
T`&
OP$$^3^0'^3^6$$^3^;*^3^0
T_*(
T`'
OP$$^3_2'^3_8$&^3_=(^3_2
T`(
OP$$^3_V'^3`#$$^3`(*^3_V
T_*
T`.
T`/
L`0P%$^86^G^8<`1^8B#`2^86(
T`3
OP$`0^9?;^9G$%^9N`4^9?
T`5
OP$`0^9^*`6^9^2$#^9^9`7^9^*
T^$#
T`8
OP$$^?G>^?M$#^?U^B^?G
T`9#
T`:`;V
T`<
C$vP#`=**#`=**&
T`>
OP#;+/$$+6<+/
T`?&
T`>
OP#;./$$.6<./
T`@
C$=P#`A1*#`A1*S`B#`C1411$
T`D#
T`E
OP#;1[$$1^)<1[
T`F
C$!vP#A2.#A2.&
C$vP#`=3*#`=3*&
T`G
OP#`H58$$5D`I58
T`J(
T`K
C$=P#`A8.#`A8.S`B#`C8885$
T`D#
T`L
OP#`H8^$$$8^0`I8^$
T`J
L$P#%:4#%:4&
T`M
OP$$;4';:$$;?*;4
T+#
T`N#
C$!vP#`=?.#`=?.(
C$!vP#A@.#A@.'
T`O
C$=P$%C*`PC1#`QC*N$#`RC:C7*
T`S
C$=P#`AD.#`AD.S`B#`CD8D5$
T`D#
T`T
OP#`HD^7$$D^C`ID^7
T`U
L$P#%D_,#%D_,%
TD
OP$$D_9'D_?$&D_D(D_9#
T`V*
T`S
C$=P#`AF.#`AF.S`B#`CF8F5$
T`D#
T`T
OP#`HF^7$$F^C`IF^7
T`W
L$P#%G4#%G4&
T`X
OP$$H0'H6$&H;(H0
T^$#
T`Y
L5P#`ZL2#`ZL2)
T`[
OP$5NPa#NT#a$NP
Ta%
C$=P$5N^36N^7#7N^3Sa&#a'N^?N^<$
Ta(#
Ta)
C$=P%5O*%O.`PO5#a*O*N$#`RO>O;,
T`S
C$=P#`AP.#`AP.S`B#`CP8P5$
T`D#
Ta+
OP$5P^*EP^.$$P^;a,P^*
Ta-
OP#`HP^N$$P^Z`IP^N
T`U
L'P$5P_@%P_D#TP_@%
TD
OP#'P_Q$&P_V^'P_Q#
T`V,
T`S
C$=P#`AR.#`AR.S`B#`CR8R5$
T`D#
Ta+
OP$5R^*ER^.$$R^;a,R^*
Ta-
OP#`HR^N$$R^Z`IR^N
T`W
L'P$5S1%S5#TS1&
T`X
OP#'T0$&T5^'T0
T^$#
T`Y#
C$vP#a.Y*#a.Y*%
Ta/
C$=P$a.^#*`P^#A#a0^#*N$#`R^#J^#G*
T`S
C$=P#`A^$.#`A^$.S`B#`C^$8^$5$
T`D#
Ta1
OP#`H^$^C$$^$^O`I^$^C
T`U
L'P#a.^$_5#a.^$_5%
TD
OP#'^$_R$&^$_W^'^$_R#
T`V*
T`S
C$=P#`A^&.#`A^&.S`B#`C^&8^&5$
T`D#
Ta1
OP#`H^&^C$$^&^O`I^&^C
T`W
L'P#a.^'1#a.^'1&
T`X
OP#'^(0$&^(5^'^(0
T^$#
T`Y##
L5P#`Z^.2#`Z^.2$
C$=P$5^/*6^/.#7^/*Sa&#a'^/6^/3-
C$!vP#A^0.#A^0.$
T+#
Ta2
OP$5^3Ba#^3F#a$^3B
Ta3
C$=P#`A^4.#`A^4.S`B#`C^48^45$
T`D#
Ta+
OP$5^4^*^*^4^.$$^4^Ca4^4^*
Ta5
OP$5^4_5a6^4_9$&^4_Ja7^4_5
T+##
C$|!vP#A^7.#A^7.vP#a8^7;#a8^7;$
T+#
C$vP#_Y^:*#_Y^:*%
C$vP#A^;*#A^;*(
Ta9
C$=P#`A^=.#`A^=.S`B#`C^=8^=5$
T`D#
Ta:
L$P#%^?4#%^?4$
Ia;^@'#
Ta<0
Ta=
C$=P#`A^F.#`A^F.S`B#`C^F8^F5$
T`D#
Ta>
OP#`H^F^C$$^F^O`I^F^C
Ta?
OP#`H^F_5$$^F_A`I^F_5
Ta@
OP#`H^G>$$^GJ`I^G>
TaA
OP#`H^OL$$^OX`I^OL
TaB
L$P#%^Q4#%^Q4$
C$vP$$^R*^G^R0#`$^R*'
TaC
OP$$^S5'^S;$&^S@(^S5
TaD
Ia;^T'&
TaC
OP$$^V5'^V;$&^V@(^V5
TaE#
TaF
T+#
C$vP#A_%*#A_%*(
TaG
C$=P#`A_'.#`A_'.S`B#`C_'8_'5$
T`D#
TaH
L$P#%_'_(#%_'_(%
TD
OP$$_'_5aI_'_;$&_'_JaJ_'_5#
T+,
TaK
C$=P#`A_*.#`A_*.S`B#`C_*8_*5$
T`D#
TaL
OP#`H_*^D$$_*^P`I_*^D
TaM
OP#`H_*_@$$_*_L`I_*_@
TaN
L$P#%_,4#%_,4)
TaC
OP$$_-5'_-;$&_-@(_-5
TaO
OP$$_-MaI_-S$&_-^)aJ_-M
C$vP$$_-^6aP_-^<#aQ_-^6&
TaR
OP$$_-^OaP_-^U$&_-_*aS_-^O
T_*#
T+#
TaF#
TaT
L$P#%_54#%_54&
TaU
OP$$_6@'_6F$$_6K*_6@
TaV#
C$vP#_Y_8*#_Y_8*&
TaW
C$vP#A_:T#A_:T$
TaX$
OP#`H_:^8$$_:^D`I_:^8
TaY#
L,P#-_@5#-_@5&
TaZ
OP#,_A7$$_A@0_A7
Ta[#
C$vP#1_C*#1_C*&
TaZ
OP#1_D7$$_DF3_D7
Ta[#
C%vP#`=_F*#`=_F*/
Tb#
OP#`H_GM$$_GY`I_GM
Tb$
C$vP#-_IP#-_IP$
Tb%#
Tb&
C$=P#`A_J.#`A_J.S`B#`C_J8_J5$
T`D#
Tb'
L$P#%_K4#%_K4(
T^-
OP$$_L/'_L5$$_L:*_L/
Tb(
C$|!vP$^/_L^)^0_L^1#^1_L^)vP#-_L^9#-_L^9$
T^2#
T+#
L,P#-_N5#-_N5(
T^-
OP#,_O/$$_O80_O/
T^.
C$!vP$^/_O^7^0_O^?#^1_O^7$
T^2#
T+#
Tb)
I#_R'
T`NvP#b*_T,#b*_T,M
Tb+
C$vP#A_VO#A_VO$
TaX%
OP#`H_V^3$$_V^?`I_V^3
Tb,
Tb-
C$vP#A_WP#A_WP$
TaX%
OP#`H_W^4$$_W^@`I_W^4
Tb,
Tb.
C$vP#A_XH#A_XH$
TaX%
OP#`H_X^,$$_X^8`I_X^,
Tb,
Tb/
C$vP#_Y_[*#_Y_[*&
Tb0
C$vP#A`$^&#A`$^&$
Tb1$
Tb2
Tb3#
T`S
C$=P#`A`&.#`A`&.S`B#`C`&8`&5$
T`D#
Tb'
L$P#%`'4#%`'4&
T^-
OP$$`(/'`(5$$`(:*`(/
Tb4#
Tb5
C$vP#A`*@#A`*@$
Tb6%
OP#`H`*^,$$`*^8`I`*^,
Tb7
C$||vP#_Y`*_$#_Y`*_$vP#-`*_5#-`*_5vP#1`*_@#1`*_@$
T^2#
T+
C$vP#_Y`+*#_Y`+*&
Tb8
C$|vP#-`,M#-`,MvP#1`,X#1`,X$
T^2#
T+#
I^,`.'
Tb)
I#`0'
Tb9
C$vP#_Y`3*#_Y`3*$
Tb:#
Tb;
C$vP#_Y`:*#_Y`:*&
Tb0
C$vP#A`<^&#A`<^&$
Tb1$
Tb2
Tb3#
T`S
C$=P#`A`>.#`A`>.S`B#`C`>8`>5$
T`D#
Tb'
L$P#%`?4#%`?4&
T^-
OP$$`@/'`@5$$`@:*`@/
Tb4#
Tb<
C$vP#A`BD#A`BD$
TaX%
OP#`H`B^($$`B^4`I`B^(
Tb,
Tb=
C$||vP#_Y`B_##_Y`B_#vP#-`B_4#-`B_4vP#1`B_?#1`B_?$
T^2#
T+
C$vP#_Y`C*#_Y`C*&
Tb8
C$|vP#-`DM#-`DMvP#1`DX#1`DX$
T^2#
T+#
I^,`F'
Tb)
I#`H'
Tb>
C$vP#A`JF#A`JF$
Tb?$
T_[
T+
C$vP#_Y`K*#_Y`K*$
Tb:#
T`N9
Tb@
C$vP#A`PL#A`PL$
TaX%
OP#`H`P^0$$`P^<`I`P^0
Tb,
TbA
OP#bB`S1$&`S@bC`S1
TbD
C$vP#_Y`T*#_Y`T*&
Tb0
C$vP#A`V^&#A`V^&$
Tb1$
Tb2
Tb3#
T`S
C$=P#`A`X.#`A`X.S`B#`C`X8`X5$
T`D#
Tb'
L$P#%`Y4#%`Y4&
T^-
OP$$`Z/'`Z5$$`Z:*`Z/
Tb4#
Tb<
C$vP#Aa#D#Aa#D$
TaX%
OP#`Ha#^($$a#^4`Ia#^(
Tb,
Tb=
C$||vP#_Ya#_##_Ya#_#vP#-a#_4#-a#_4vP#1a#_?#1a#_?$
T^2#
T+
C$vP#_Ya$*#_Ya$*&
Tb8
C$|vP#-a%M#-a%MvP#1a%X#1a%X$
T^2#
T+#
I^,a''
Tb)
I#a)'
TbE
C$vP#_Ya+*#_Ya+*$
Tb:#
T`N
TbF
OP#;a41$$a48<a41
TbG
C$=P#`Aa5.#`Aa5.S`B#`Ca58a55$
T`D#
TbH
C%=P#bIa6*#bIa6*SbJ#bKa64a61$
TbL=P#bIa=,#bIa=,SbM#bNa=6a=3$
TbO$
TbP
C$vP#_YaF*#_YaF*&
TbQ
C$vP#AaH*#AaH*$
TbR$
TbS
T`:#
C$vP#b*aO*#b*aO*(
T`X
OP#bBaP0$&aP?bCaP0
TbT
L'P#a8aP^'#a8aP^''
TbU
OP#'aP^=$%aP^BbVaP^=
TbW
OP#'aP^X$&aP_$^'aP^X#
TbX#
T`N
C%vP#`=aT*#`=aT*&
TbY
OP#`HaVT$$aV^'`IaVT
TbZvP#b*aW,#b*aW,&
TbY
C$vP#AaYW#AaYW$
TaX%
OP#`HaY^;$$aY^G`IaY^;
Tb,
Tb[#
T+
C$&vP#_Yb%*#_Yb%*vP#1b%<#1b%<(
Tc#
OP#1b&5$&b&D2b&5
Tc$
C$vP#Ab)*#Ab)*(
Tc%
L$P#%b*Q#%b*Q$
OP$$b*^$'b*^*$$b*^/*b*^$#
Tc&
OP#1b.3$$b.B3b.3
Tc'(
Tc(
L$P#%b24#%b24(
Tc)
OP$$b34'b3:$&b3?(b34
T`5
OP$$b3K'b3Q$$b3V*b3K
T^$#
Tc*
OP#1b:3$$b:B3b:3
Tc'
Tc+#
Tc,
C$vP$^QbA^$c-bA^,#c.bA^$$
OP$^QbA^7c-bA^?$#bA^Gc/bA^7$
T_[
Tc0
OP$^QbB[c1bB^*$&bB^3c2bB[
Tc3
L$P#%bL4#%bL4$
I^4bM'#
Tc4
C$!vP#`=bQ.#`=bQ.4
Tc5
OP#;bTG$$bTN<bTG
Tc6
C$=P#`AbV.#`AbV.S`B#`CbV8bV5$
T`D#
Tc7
OP#bBbV^$$$bV^3c8bV^$
Tc9
C$vP#AbWD#AbWD$
TaX'
OP#;bW^($$bW^/<bW^(
TD
OP#`HbW^@$&bW^Lc:bW^@
Tb,
Tb=
C$vP#a8bW_5#a8bW_5$
T^2#
T+
L'P#a8bX1#a8bX1(
T^-
OP#'bY/$$bY4^#bY/
Tb(
C$!vP$^/bY^#^0bY^+#^1bY^#$
T^2#
T+#
Tc;
C$vP#c<c$*#c<c$*$
Tc=#
L5P#`Zc'2#`Zc'2$
I4c('#
C%vP#c>c**#c>c**$
Tc?vP#a.c-,#a.c-,%
Tc@
C$vP#Ac0*#Ac0*$
TcA&
TcB
OP#;c3^'$$c3^.<c3^'
TcC#
Tc4#
TcD
OP#;c;+$$c;2<c;+
TcE
OP#;c<.$$c<5<c<.
TcF
L$P#%cB4#%cB4(
TcG
OP$$cCB'cCH$$cCM*cCB
T)
OP$$cC^'cHcC^-$#cC^:cIcC^'
T+#
C$&!vP#`=cE.#`=cE.!vP#b*cE;#b*cE;&
TcJ
C$vP#AcFQ#AcFQ$
TaX'
OP#;cF^5$$cF^<<cF^5
TD
OP#`HcF^M$&cF^Yc:cF^M
Tb,
T+#
TcK
OP#;cJ3$$cJ:<cJ3
TcL
L$P#%cK4#%cK4)
T_/
OP$$cL7'cL=$%cLBcMcL7
TbW
OP$$cLX'cL^%$&cL^*(cLX
C$|||!vP$^/cL^;^0cL^C#^1cL^;vP#-cL^K#-cL^KvP#1cL^V#1cL^V&!vP#`=cL_1#`=cL_1!vP#b*cL_>#b*cL_>$
T^2#
T+#
C$&!vP#`=cN.#`=cN.!vP#b*cN;#b*cN;&
TcN
C$|vP#-cOG#-cOGvP#1cOR#1cOR$
T^2#
T+#
L,P#-cQ5#-cQ5(
T_/
OP#,cR7$%cR@cOcR7
TcP
C$|!vP$^/cR^%^0cR^-#^1cR^%vP#1cR^5#1cR^5$
T^2#
T+#
C$vP#1cT*#1cT*&
T_/
OP#1cU7$%cUFcQcU7
TcR#
TG
C$&!vP#`=cX.#`=cX.!vP#b*cX;#b*cX;(
Tc)
OP#bBcY4$&cYCbCcY4
TcS
L'P#a8cY^,#a8cY^,'
TbU
OP#'cY^B$%cY^GbVcY^B
TbW
OP#'cY_$$&cY_)^'cY_$#
T_C#
TcTcU$
TcVcW$
TcXcY$
TcZc[$
Td#d$$
Td%a;*
Td&
C$vP%$%G^G%Md'%S#d(%G%
Td)
C$|||vP%$%^9^G%^?d*%^E#d+%^9vP%$%^R^G%^X^H%_%#^I%^RvP%$%_2^G%_8d,%_>#d-%_2vP%$%_I^G%_Od.%_U#d/%_I$
TbU##
C$vP%$%`C^G%`Id*%`O#d+%`C&
Td0
OP%$%a0^G%a6d*%a<#d+%a0
C$||vP%$%aN^G%aT^H%aZ#^I%aNvP%$%b.^G%b4d,%b:#d-%b.vP%$%bE^G%bKd.%bQ#d/%bE$
TbU##
C$vP%$%c?^G%cE^H%cK#^I%c?&
Td1
OP%$%d,^G%d2^H%d8#^I%d,
C$|vP%$%dJ^G%dPd,%dV#d-%dJvP%$%e(^G%e.d.%e4#d/%e($
TbU##
C$vP%$%e[^G%f(d,%f.#d-%e[&
Td2
OP%$%fD^G%fJd,%fP$#%fZd3%fD
C$vP%$%g5^G%g;d.%gA#d/%g5$
TbU##
C$vP%$%h/^G%h5d.%h;#d/%h/(
Td4
C$=P%$%i6^G%i<d.%iB#d/%i6Sd5#d6%iL%iI$
T`*$
Tb?
C$vP%$%jC^G%jId7%jO#d8%jC%
Td9
OP%$%k.^G%k4d7%k:#d8%k.#
C$vP%$%kU^G%k[d:%l(#d;%kU%
Td<
OP%$%l@^G%lFd:%lL#d;%l@#
T_*#
T_C
"""

    /// Every string of the trees, each once.
    private static let strings: [String] = [
        "Assignments.swift.template",
        "field",
        "fields",
        "        self._",
        "id",
        "field.id | name",
        " = ",
        "field.id | identifier",
        "\n",
        "action",
        "actions",
        "        self.",
        "action | name",
        "action | identifier",
        "submitAction",
        "submitAction | name",
        "submitAction | identifier",
        "Bar.swift.template",
        "bar",
        "kind",
        "bar.kind",
        "close",
        #""close""#,
        "            .keyboardCloseButton(\n                ",
        "name",
        "name | identifier",
        ".localized(",
        "title",
        "bar.title | swiftString",
        "),\n",
        "boolFocus",
        "                focused: focus\n",
        "                focused: focus,\n                whenMatches: ",
        ".",
        "fieldsName",
        "bar.fieldsName | name",
        "            )\n",
        "navigation",
        #""navigation""#,
        "            .keyboardNavigationBar(\n                doneTitle: ",
        "),\n                previousLabel: ",
        "previous",
        "bar.previous | swiftString",
        "),\n                nextLabel: ",
        "next",
        "bar.next | swiftString",
        "),\n                focused: focus,\n                order: ",
        ".focusOrder,\n                whenMatches: ",
        "\n            )\n",
        "bar.fields",
        "            .keyboardOKCancelButton(\n                okTitle: ",
        "ok",
        "bar.ok | swiftString",
        "),\n                cancelTitle: ",
        "cancel",
        "bar.cancel | swiftString",
        "),\n                text: ",
        "id | identifier",
        ",\n",
        "                focused: focus,\n",
        "                focused: focus,\n                whenMatches: [.",
        "id | name",
        "],\n",
        "                cancelBehavior: ",
        "cancelBehaviorName",
        "bar.cancelBehaviorName | name",
        "ClosureParameters.swift.template",
        "        ",
        ": @escaping @MainActor () -> Void",
        "forloop",
        "last",
        "forloop.last",
        ",",
        ": @escaping @MainActor () -> Void\n",
        "Field.swift.template",
        "        VStack(alignment: .leading, spacing: 4) {\n",
        "label",
        "field.label",
        "            Self.localized(",
        "field.label | swiftString",
        ")\n                .font(.subheadline)\n                .foregroundStyle(.secondary)\n                .accessibilityHidden(true)\n",
        "            ",
        "field.kind",
        "secure",
        #""secure""#,
        "FormGenSecureField",
        "FormGenTextField",
        "(\n                title: Self.localized(",
        "field.title | swiftString",
        "),\n                text: $",
        "cutsAtMaxLength",
        "field.cutsAtMaxLength",
        "                limit: FormGenLengthLimit.cut(at: ",
        "rules",
        "maxLength",
        "field.rules.maxLength",
        "prompt",
        "field.prompt",
        "                prompt: Self.localized(",
        "field.prompt | swiftString",
        "revealToggle",
        "field.revealToggle",
        "                reveal: FormGenRevealLabels(\n                    show: Self.localized(",
        "strings",
        "showPassword",
        "strings.showPassword | swiftString",
        "),\n                    hide: Self.localized(",
        "hidePassword",
        "strings.hidePassword | swiftString",
        ")\n                ),\n",
        "multiline",
        #""multiline""#,
        "                axis: .vertical,\n",
        "clearButton",
        "field.clearButton",
        "                clearButton: Self.localized(",
        "clearText",
        "strings.clearText | swiftString",
        "                focus: ",
        "FormGenFocus(focus)",
        "FormGenFocus(focus, equals: .",
        ")",
        "adornments",
        "field.adornments",
        "adornment",
        "adornment.action",
        "                ",
        "position",
        "adornment.position | argumentLabel",
        ": .button(\n                    ",
        "systemImage",
        "adornment.systemImage | swiftString",
        ",\n                    accessibilityLabel: Self.localized(",
        "accessibilityLabel",
        "adornment.accessibilityLabel | swiftString",
        "),\n                    action: ",
        "adornment.action | identifier",
        "\n                )",
        ": .image(",
        "hasUIKitTraits",
        "field.hasUIKitTraits",
        "            #if canImport(UIKit)\n",
        "keyboard",
        "field.keyboard",
        "            .keyboardType(.",
        "field.keyboard | name",
        ")\n",
        "contentType",
        "field.contentType",
        "            .textContentType(.",
        "field.contentType | name",
        "autocapitalization",
        "field.autocapitalization",
        "            .textInputAutocapitalization(.",
        "field.autocapitalization | name",
        "            #endif\n",
        "autocorrectionDisabled",
        "field.autocorrectionDisabled",
        "            .autocorrectionDisabled()\n",
        "submitLabel",
        "field.submitLabel",
        "            .submitLabel(.",
        "field.submitLabel | name",
        "handlesReturn",
        "field.handlesReturn",
        "            .onSubmit {\n                Self.returnAction",
        "(from: .",
        ".perform(focus: focus, submit: ",
        "hasInputRules",
        "{ submitIfValid() }",
        "nil",
        ")\n            }\n",
        "field.rules",
        "            if let failure = ",
        "Self.inputFailure(",
        "Self.inputRule(for: .",
        ")?.failure(of: ",
        ",\n                failure.showsAtOnce || failedSubmits > 0 || showsFailures || checkedFields.contains(",
        "true",
        ")\n            {\n",
        "            if failedSubmits > 0 || showsFailures || checkedFields.contains(",
        "),\n                let failure = ",
        "\n            {\n",
        "                FormGenFailureText(\n                    FormGenInputMessages(\n",
        "message",
        "messages",
        "field.rules.messages",
        "                        ",
        "message.name | argumentLabel",
        ": ",
        "text",
        "message.text | swiftString",
        "                        table: Self.stringsTable,\n                        bundle: Self.stringsBundle\n                    ).text(for: failure),\n                    field: Self.stringsBundle.localizedString(\n                        forKey: ",
        ", value: nil, table: Self.stringsTable),\n                    failedSubmits: failedSubmits\n                )\n            }\n",
        "        }\n",
        "Form.swift.template",
        "\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n",
        "part",
        "/// The ",
        " part: fields that a screen places and focuses as one value, with\n/// `.focused($focus, equals: …)`, drawing its own keyboard bar.\n",
        " form: its focus order, bars and what return does need no UI and\n/// compile everywhere; with SwiftUI it is also the view.\n",
        "access",
        "public",
        #""public""#,
        "public ",
        "struct ",
        " {\n",
        "    /// One case per field: which field has focus, for the fields' own clear buttons.\n    private enum ",
        "focusEnum",
        "focusEnum | identifier",
        ": Hashable, CaseIterable, Sendable {\n",
        "    /// One case per field, in focus order.\n    ",
        "enum ",
        "        case ",
        "    }\n",
        "\n    /// The order in which return and the previous and next chevrons move focus.\n",
        "count",
        "fields.count",
        "1",
        "    ",
        "static let focusOrder: [",
        "] = [",
        "]\n",
        "] = [\n",
        "        .",
        "    ]\n",
        "bars",
        "\n    /// The fields whose focus shows the ",
        "description",
        "bar.description",
        " bar",
        "okCancel",
        #""okCancel""#,
        "; the body gives each its own, as each edits its own text",
        ".\n",
        "bar.fields.count",
        "static let ",
        "bar.fieldsName | identifier",
        ": [",
        "keyboardObserverFields",
        "\n    /// The fields whose focus makes the keyboard observer pad the form.\n",
        "keyboardObserverFields.count",
        "static let keyboardObserverFields: [",
        "    /// What Cancel on the ",
        " bar does to the text.\n    ",
        "bar.cancelBehaviorName | identifier",
        ": FormGenCancelBehavior = .",
        "cancelBehavior",
        "bar.cancelBehavior | name",
        "okCancelFields",
        "    /// What the field's input rules find wrong with `text`; `nil` when it passes.\n    ",
        "static func inputFailure(_ text: String) -> FormGenInputFailure? {\n        let rule =\n",
        "InputRule.swift.template",
        "        return rule.failure(of: text)\n    }\n",
        "    /// What each field's input rules find wrong with `texts`, with no UI; a missing text reads as \"\".\n    ",
        "static func inputFailures(_ texts: [",
        ": String]) -> [",
        ": FormGenInputFailure] {\n        var failures: [",
        ": FormGenInputFailure] = [:]\n        for field in focusOrder {\n            failures[field] = inputRule(for: field)?.failure(of: texts[field] ?? \"\")\n        }\n        return failures\n    }\n\n    /// The input rules of `field`; `nil` when anything goes.\n    static func inputRule(for field: ",
        ") -> FormGenInputRule? {\n        switch field {\n",
        "        case .",
        ":\n",
        ": nil\n",
        "        }\n    }\n",
        "    /// What return does in the field, with no UI.\n    ",
        "static let returnAction: FormGenReturnAction<Bool> = ",
        "returnAction",
        "field.returnAction | name",
        "    /// What return does from `field`, with no UI: move focus to the next field, submit, or release focus.\n    ",
        "static func returnAction(from field: ",
        ") -> FormGenReturnAction<",
        "> {\n        switch field {\n",
        ": .",
        "returnFocus",
        "field.returnFocus",
        "(.",
        "field.returnFocus | name",
        "\n    #if canImport(SwiftUI)\n",
        "    @Binding private var ",
        ": String\n",
        "    /// The fields focus has left: their failures show from then on.\n    @State private var checkedFields: Set<",
        "Bool",
        "> = []\n    /// How many submits failed: failures show from the first, and are announced again at each.\n    @State private var failedSubmits = 0\n    /// Whether the app shows every failure, as after a submit its own button tried.\n    private let showsFailures: Bool\n",
        "    private let ",
        ": @MainActor () -> Void\n",
        "    @FocusState private var ownFocus: ",
        "?\n\n    /// A part editing the given texts",
        " and calling the given actions",
        ".\n    ",
        "init(\n",
        ": Binding<String>",
        "    ) {\n",
        "ownsFocus",
        "    /// The app's focus when it passed one; the form's own otherwise.\n    private let appFocus: FocusState<",
        "?",
        ">.Binding?\n    @FocusState private var ownFocus: ",
        "\n    private let initialFocus: ",
        "\n\n    /// A form that owns its focus, which goes to `initialFocus` when the form appears.\n",
        "    /// With `showsFailures`, every field's failure shows at once, as after return tried to submit:\n    /// for the app's own submit button, which asks `",
        "inputFailure",
        "inputFailures",
        "` first.\n",
        ": Binding<String>,\n",
        "        initialFocus: ",
        "Bool = false",
        "? = nil",
        "        showsFailures: Bool = false",
        "        self.appFocus = nil\n        self.initialFocus = initialFocus\n",
        "        self.showsFailures = showsFailures\n",
        "    }\n\n    /// A form whose focus the app owns: the app reads it, moves it, and releases it, for example\n    /// before its own button acts.\n",
        "        focus: FocusState<",
        ">.Binding",
        "        self.appFocus = focus\n        self.initialFocus = ",
        "false",
        "    private let focus: FocusState<",
        ">.Binding\n\n    /// The fields, for the app's own container; focus is the app's, and so are the bars, through\n    /// `.",
        "barsModifier",
        "barsModifier | name",
        "(focus:…)`.\n",
        "        self.focus = focus\n",
        "    #endif\n}\n\n#if canImport(SwiftUI)\nextension ",
        ": View {\n    ",
        "var body: some View {\n",
        "layout",
        "scroll",
        #""scroll""#,
        "        ScrollView {\n            VStack(alignment: .leading, spacing: 16) {\n                fieldViews\n            }\n            .padding()\n        }\n",
        "form",
        #""form""#,
        "        Form {\n            fieldViews\n        }\n",
        "        VStack(alignment: .leading, spacing: 16) {\n            fieldViews\n        }\n",
        "        .formGenOnFocusLeave(focus.wrappedValue) { left in\n",
        "            checkedFields.insert(left)\n",
        "            if let left { checkedFields.insert(left) }\n",
        "(focus: focus",
        ", ",
        "id | argumentLabel",
        ": $",
        ")\n        .formGenInitialFocus(initialFocus, focus: focus)\n",
        "\n    @MainActor private var focus: FocusState<",
        "?>.Binding { $ownFocus }\n",
        ">.Binding {\n        appFocus ?? $ownFocus\n    }\n",
        "    /// Runs `",
        "` when no field fails its input rules; otherwise shows every\n    /// failure and moves focus to the first failing field.\n    @MainActor private func submitIfValid() {\n",
        "        if Self.inputFailure(",
        ") != nil {\n            failedSubmits += 1\n            focus.wrappedValue = true\n        } else {\n            ",
        "()\n        }\n",
        "        let failures = Self.inputFailures([\n",
        "            .",
        "        ])\n        if let first = Self.focusOrder.first(where: { failures[$0] != nil }) {\n            failedSubmits += 1\n            focus.wrappedValue = first\n        } else {\n            ",
        "    }\n\n",
        "    /// The strings table the form's text is looked up in (`nil`: Localizable), and the bundle that holds it.\n    fileprivate static var stringsTable: String? { ",
        "table",
        "strings.table",
        "strings.table | swiftString",
        " }\n    fileprivate static var stringsBundle: Bundle { .",
        "bundle",
        "strings.bundle | name",
        " }\n\n    /// The text of `key` in the form's strings table. The key is a value, not a literal, so that\n    /// Xcode's string extraction leaves the table to `formgen strings`.\n    fileprivate static func localized(_ key: String) -> Text {\n        Text(LocalizedStringKey(key), tableName: stringsTable, bundle: stringsBundle)\n    }\n\n    /// One view per field, in focus order: rows in a `Form`, a stack's items elsewhere.\n    @MainActor @ViewBuilder private var fieldViews: some View {\n",
        "    }\n}\n",
        "\nextension View {\n    /// Gives any container of `",
        "`'s fields what the form needs around them: its keyboard\n    /// bars, and tap-outside dismissal and keyboard avoidance when the spec asks for them.\n    ",
        "func ",
        "barsModifier | identifier",
        "(\n        focus: FocusState<",
        "focusEnum | name",
        "    ) -> some View {\n        self\n",
        "dismissOnTapOutside",
        "            .dismissesFocusOnTapOutside(focus)\n",
        "keyboardObserver",
        "            // Outermost, so that the padding lifts the bars with the fields.\n            .avoidsKeyboard()\n",
        "            // Outermost, so that the padding lifts the bars with the fields; only while one of\n            // the fields that ask for it has focus.\n",
        "            .avoidsKeyboard(focused: focus)\n",
        "            .avoidsKeyboard(focused: focus, whenMatches: ",
        ".keyboardObserverFields)\n",
        "\n#if DEBUG\n/// ",
        " with sample text in its fields, for Xcode's canvas.\nstruct ",
        "Previews: PreviewProvider {\n    static var previews: some View {\n        Sample()\n    }\n\n    private struct Sample: View {\n",
        "        @State private var ",
        "sampleText",
        "field.sampleText | swiftString",
        "        @FocusState private var focus: ",
        "\n        var body: some View {\n            ",
        "(\n",
        "field.id | argumentLabel",
        "                focus: $focus",
        "action | argumentLabel",
        ": {}",
        "submitAction | argumentLabel",
        ": {}\n",
        "(focus: $focus",
        "        }\n    }\n}\n#endif\n#endif\n",
        "FormGenInputRules.swift.template",
        "//\n// Input rules: what a field's text must be, the text of each failure and the length limit's cut,\n// with no UI; and with SwiftUI the failure shown under a field and announced to VoiceOver.\n// Written out in full when a form of the target has input rules.\n\nimport Foundation\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n/// Why a field's text fails its input rules. Public, as a public form's `inputFailures` names it.\npublic enum FormGenInputFailure: Equatable, Sendable {\n    /// The text is empty, or white space only.\n    case required\n    /// Fewer characters than `minimum`.\n    case tooShort(minimum: Int)\n    /// More characters than `maximum`.\n    case tooLong(maximum: Int)\n    /// The text does not match the pattern.\n    case mismatch\n    /// A numeric field's text is not a number.\n    case notANumber\n    /// The number is below the minimum or above the maximum.\n    case outOfRange\n}\n\n/// What a field's text must be, as its spec's input rules say; checked with no UI, so a form's\n/// `inputFailures` can be asked in any context.\nstruct FormGenInputRule: Sendable {\n    var required = false\n    var minLength: Int?\n    var maxLength: Int?\n    var pattern: String?\n    var number: FormGenNumberRule?\n\n    /// The first rule `text` breaks, in the order required, length, number, pattern; `nil` when it\n    /// passes. A text of white space only counts as empty, and an empty text passes every rule but\n    /// `required`, so an optional field may stay empty.\n    func failure(of text: String) -> FormGenInputFailure? {\n        if text.allSatisfy(\\.isWhitespace) {\n            return required ? .required : nil\n        }\n        // Characters as Swift counts them: a flag, an emoji with its modifiers, or a letter with\n        // combining marks is one.\n        let count = text.count\n        if let minLength, count < minLength { return .tooShort(minimum: minLength) }\n        if let maxLength, count > maxLength { return .tooLong(maximum: maxLength) }\n        if let number, let failure = number.failure(of: text) { return failure }\n        if let pattern, !Self.text(text, wholeMatches: pattern) { return .mismatch }\n        return nil\n    }\n\n    /// Whether all of `text` matches `pattern`: with Swift's `Regex` where the system has it\n    /// (iOS 16), and with `NSRegularExpression` before. A pattern the engine cannot read matches\n    /// nothing; formgen refuses a pattern `Regex` cannot read, and warns about `Regex`-only syntax\n    /// in a spec whose `minimumIOS` is below 16.\n    static func text(_ text: String, wholeMatches pattern: String) -> Bool {\n        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {\n            return formGenRegexWholeMatch(text, pattern)\n        }\n        guard let expression = try? NSRegularExpression(pattern: \"^(?:\" + pattern + \")$\") else { return false }\n        let range = NSRange(text.startIndex..., in: text)\n        return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range\n    }\n}\n\n@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\nprivate func formGenRegexWholeMatch(_ text: String, _ pattern: String) -> Bool {\n    guard let regex = try? Regex(pattern) else { return false }\n    return (try? regex.wholeMatch(in: text)) != nil\n}\n\n/// What a numeric field's text must be: a number as `FormGenNumber` reads it, within the bounds.\nstruct FormGenNumberRule: Sendable {\n    var isDecimal: Bool\n    var minimum: Double?\n    var maximum: Double?\n\n    func failure(of text: String) -> FormGenInputFailure? {\n        guard FormGenNumber.isNumeral(text, decimal: isDecimal) else { return .notANumber }\n        // A whole number too long for Int is still a number, just not one in range.\n        guard let value = isDecimal ? FormGenNumber.decimal(text) : FormGenNumber.integer(text).map(Double.init) else {\n            return .outOfRange\n        }\n        if let minimum, value < minimum { return .outOfRange }\n        if let maximum, value > maximum { return .outOfRange }\n        return nil\n    }\n}\n\n/// The number a numeric field's text holds, read as its input rules read it: white space around\n/// it, an optional `+` or `-`, decimal digits of one script, and for a decimal one separator, `.`,\n/// `,` or `٫`. The number and decimal pads type the digits and the separator of the user's\n/// locale: `٢٥` in Arabic, `۲۵` in Persian, `२५` in Hindi, a comma in much of Europe. Public, so\n/// that an app reads the number it submits exactly as the form accepted it; `Int(_:)` and\n/// `Double(_:)` refuse the white space, the comma and those digits.\npublic enum FormGenNumber {\n    /// The whole number of `text`; `nil` when it is none, or past `Int`'s range.\n    public static func integer(_ text: String) -> Int? {\n        numeral(text, decimal: false).flatMap { Int($0) }\n    }\n\n    /// The number of `text`, whole or decimal; `nil` when it is none, or too large for a `Double`.\n    public static func decimal(_ text: String) -> Double? {\n        guard let numeral = numeral(text, decimal: true), let value = Double(numeral), value.isFinite else {\n            return nil\n        }\n        return value\n    }\n\n    /// Whether `text` has the form of a number: sign, digits, and with `decimal` one separator.\n    static func isNumeral(_ text: String, decimal: Bool) -> Bool {\n        numeral(text, decimal: decimal) != nil\n    }\n\n    /// `text` as Swift reads a number, with ASCII digits and `.`; `nil` when it is not one.\n    private static func numeral(_ text: String, decimal: Bool) -> String? {\n        var body = Substring(text.trimmingCharacters(in: .whitespaces))\n        var numeral = \"\"\n        if let sign = body.first, sign == \"+\" || sign == \"-\" {\n            numeral.append(sign)\n            body = body.dropFirst()\n        }\n        var digits = 0\n        var separators = 0\n        // The code point of the digits' zero: a number is written in one script's digits, as a\n        // keypad types it; \"1٢\" mixes two.\n        var zero: UInt32?\n        for character in body {\n            // One scalar each: a digit with a combining mark is another character.\n            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }\n            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {\n                let digitZero = scalar.value - UInt32(value)\n                guard zero == nil || zero == digitZero else { return nil }\n                zero = digitZero\n                numeral += String(Int(value))\n                digits += 1\n            } else if scalar == \".\" || scalar == \",\" || scalar == \"\\u{066B}\" {\n                numeral += \".\"\n                separators += 1\n            } else {\n                return nil\n            }\n        }\n        return digits > 0 && separators <= (decimal ? 1 : 0) ? numeral : nil\n    }\n}\n\n/// What a field limited to a number of characters keeps of an edit.\nenum FormGenLengthLimit {\n    /// The edit from `old` to `new`, at most `maximum` characters: the characters the edit\n    /// inserted, cut to the room left, where the edit put them, and the rest of the text as it\n    /// was. Cutting the end of `new` instead would drop the end of the text whenever the user\n    /// types into the middle of a full field. An edit that does not lengthen the text stands, so\n    /// a text the app set too long is never cut, only kept from growing (its failure says it is\n    /// too long). `selection` is the part of `old` that was selected before the edit, in\n    /// characters, when the field knows it: the edit replaced it, which tells apart a paste that\n    /// repeats the text around it. A selection the edit cannot have replaced (one the field\n    /// already moved past the edit) is not used.\n    static func edit(\n        replacing old: String, with new: String, maximum: Int, selection: Range<Int>? = nil\n    ) -> FormGenLimitedEdit {\n        let after = Array(new)\n        let before = Array(old)\n        guard after.count > maximum, after.count > before.count else {\n            return FormGenLimitedEdit(text: new, caret: nil)\n        }\n        var prefix = 0\n        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {\n            prefix += 1\n        }\n        var commonSuffix = 0\n        while commonSuffix < before.count,\n            before[before.count - 1 - commonSuffix] == after[after.count - 1 - commonSuffix]\n        {\n            commonSuffix += 1\n        }\n        let suffix: Int\n        // The edit replaced the selection if the text before it and the text after it are unchanged.\n        if let selection, selection.lowerBound >= 0, selection.lowerBound <= prefix,\n            selection.upperBound <= before.count, before.count - selection.upperBound <= commonSuffix\n        {\n            prefix = selection.lowerBound\n            suffix = before.count - selection.upperBound\n        } else {\n            suffix = min(commonSuffix, before.count - prefix)\n        }\n        let inserted = after[prefix..<(after.count - suffix)]\n        let kept = inserted.prefix(max(0, maximum - prefix - suffix))\n        // Characters can only merge where the pieces meet (a combining mark), never multiply.\n        let text = String(after[..<prefix]) + String(kept) + String(after[(after.count - suffix)...])\n        return FormGenLimitedEdit(text: text, caret: min(prefix + kept.count, text.count))\n    }\n\n    /// `range` as characters of `text`; `nil` when it is not within `text` or does not start and\n    /// end between characters.\n    static func characters(in range: Range<String.Index>, of text: String) -> Range<Int>? {\n        guard range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex,\n            let lower = range.lowerBound.samePosition(in: text), let upper = range.upperBound.samePosition(in: text)\n        else { return nil }\n        let start = text.distance(from: text.startIndex, to: lower)\n        return start..<(start + text.distance(from: lower, to: upper))\n    }\n\n    /// The limit of a field that cuts each edit at `maximum` characters. Only for a field whose\n    /// keyboard has no input method that composes text (formgen decides so when it generates the\n    /// form): text an input method is still composing must not be cut, and nothing without UIKit\n    /// tells it apart. Any other field shows its `tooLong` failure at once instead (`showsAtOnce`).\n    static func cut(at maximum: Int) -> FormGenEditLimit {\n        { old, new, selection in\n            let edit = edit(\n                replacing: old, with: new, maximum: maximum,\n                selection: selection.flatMap { characters(in: $0, of: old) })\n            return (edit.text, edit.caretIndex)\n        }\n    }\n}\n\n/// An edit as a length limit leaves it.\nstruct FormGenLimitedEdit: Equatable {\n    var text: String\n    /// When the edit was cut: the characters before the caret, which belongs after the kept part\n    /// of what the edit inserted. `nil`: the edit stands, with the caret where the field put it.\n    var caret: Int?\n\n    /// `caret` as an index of `text`.\n    var caretIndex: String.Index? {\n        caret.map { text.index(text.startIndex, offsetBy: $0) }\n    }\n}\n\nextension FormGenInputFailure {\n    /// Whether the failure shows as soon as the text has it, rather than once focus has left the\n    /// field or a submit was tried: a text too long is one typed past a limit the field could not\n    /// cut, or one the app set, and typing on would only make it longer.\n    var showsAtOnce: Bool {\n        if case .tooLong = self { return true }\n        return false\n    }\n}\n\n/// The text of each input failure of a field: keys of a strings table (`nil`: Localizable) in a\n/// bundle. The too-short and too-long texts are formats that may hold the limit as `%lld`. A\n/// failure that the field's rules cannot give has no key.\nstruct FormGenInputMessages {\n    var required: String?\n    var tooShort: String?\n    var tooLong: String?\n    var mismatch: String?\n    var notANumber: String?\n    var outOfRange: String?\n    var table: String?\n    var bundle: Bundle\n\n    /// The text for `failure`, in the language the bundle chooses for the user, with its limit.\n    /// A String rather than a SwiftUI `Text`, so that VoiceOver can announce it too.\n    func text(for failure: FormGenInputFailure) -> String {\n        switch failure {\n        case .required: localized(required)\n        case .tooShort(let minimum): String.localizedStringWithFormat(localized(tooShort), minimum)\n        case .tooLong(let maximum): String.localizedStringWithFormat(localized(tooLong), maximum)\n        case .mismatch: localized(mismatch)\n        case .notANumber: localized(notANumber)\n        case .outOfRange: localized(outOfRange)\n        }\n    }\n\n    /// The table's text for `key`: the key itself when the table has no entry for it.\n    private func localized(_ key: String?) -> String {\n        guard let key else { return \"\" }\n        return bundle.localizedString(forKey: key, value: nil, table: table)\n    }\n}\n\n#if canImport(SwiftUI)\n/// An input failure under its field, which VoiceOver announces when it appears and whenever it\n/// changes, and again at each failed submit: a sighted user sees it appear, and sees what still\n/// fails when a submit does nothing; a VoiceOver user would otherwise not know. VoiceOver says the\n/// field's name first, in the announcement and on the text itself: a failed submit announces the\n/// failures of several fields in a row, and \"Required\" twice would not say which fields need text.\nstruct FormGenFailureText: View {\n    private let message: String\n    private let spoken: String\n    private let failedSubmits: Int\n\n    /// `message` under the field that VoiceOver calls `field`; `failedSubmits` counts the form's\n    /// failed submits, each of which announces the failure again.\n    init(_ message: String, field: String, failedSubmits: Int = 0) {\n        self.message = message\n        self.spoken = field + \", \" + message\n        self.failedSubmits = failedSubmits\n    }\n\n    var body: some View {\n        Text(verbatim: message)\n            .font(.footnote)\n            .foregroundStyle(.red)\n            .accessibilityLabel(Text(verbatim: spoken))\n            .modifier(FormGenAnnouncementModifier(message: spoken, occasion: failedSubmits))\n    }\n}\n\n/// Has VoiceOver speak `message` when the view appears, each time the message changes and each\n/// time `occasion` changes; once per text and occasion: a row of a `Form` that scrolls back into\n/// view appears again, and says nothing new.\nprivate struct FormGenAnnouncementModifier: ViewModifier {\n    let message: String\n    let occasion: Int\n    @State private var announced: (message: String, occasion: Int)?\n\n    @ViewBuilder func body(content: Content) -> some View {\n        if #available(iOS 17.0, macOS 14.0, *) {\n            content\n                .onAppear { announce() }\n                .onChange(of: message) { _, _ in announce() }\n                .onChange(of: occasion) { _, _ in announce() }\n        } else {\n            content\n                .onAppear { announce() }\n                .onChange(of: message) { _ in announce() }\n                .onChange(of: occasion) { _ in announce() }\n        }\n    }\n\n    private func announce() {\n        if let announced, announced.message == message, announced.occasion == occasion { return }\n        announced = (message, occasion)\n        FormGenAnnouncement.post(message)\n    }\n}\n\n/// VoiceOver announcements that wait their turn.\n///\n/// `UIAccessibility.post(notification: .announcement, argument:)` (iOS 4 and later) speaks a text\n/// without moving VoiceOver's cursor. Plain, it cuts off whatever VoiceOver is saying, so of the\n/// failures that a tried submit shows at once only the last would be heard, and moving focus to\n/// the first failing field would cut that off too. Queued, each is spoken after the speech before\n/// it: with the low priority from iOS 17 (`accessibilitySpeechAnnouncementPriority`), with\n/// `accessibilitySpeechQueueAnnouncement` (iOS 11, deprecated in 17 for the priority) before.\nenum FormGenAnnouncement {\n    @MainActor static func post(_ message: String) {\n        #if canImport(UIKit)\n        let queued: NSAttributedString\n        if #available(iOS 17.0, *) {\n            queued = NSAttributedString(\n                string: message,\n                attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.low]\n            )\n        } else {\n            queued = NSAttributedString(string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])\n        }\n        UIAccessibility.post(notification: .announcement, argument: queued)\n        #endif\n    }\n}\n#endif\n",
        "FormGenKeyboardAvoidance.swift.template",
        "//\n// The keyboard observer: pads a form by the part of it the keyboard covers, for layouts where\n// SwiftUI's own keyboard avoidance does not apply. Written out in full when a form of the target\n// asks for it (`keyboardAvoidance: \"observer\"`).\n\nimport Foundation\n\n#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n#if canImport(UIKit)\nimport UIKit\n#endif\n\n/// Where the keyboard covers a view, worked out from two rectangles in one coordinate space.\n///\n/// UIKit reports the keyboard's end frame in `keyboardWillChangeFrameNotification` for every\n/// change: showing, hiding, docking and undocking, splitting, and the short shortcuts bar of a\n/// hardware keyboard. When the keyboard leaves, the end frame lies below the screen.\nenum FormGenKeyboardGeometry {\n    /// How far the keyboard reaches up into the view from its bottom edge: the view's height from\n    /// the keyboard's top edge down, at most the view's height; 0 when they do not meet.\n    ///\n    /// A keyboard narrower than the view counts as 0: it is the iPad's floating keyboard, which\n    /// the user drags out of the way and which leaves the view's full width beside it, so the view\n    /// is not lifted for it (as `UIKeyboardLayoutGuide` does not follow it by default). A keyboard\n    /// at least as wide as the view covers every column of it, whether docked at the bottom,\n    /// undocked or split higher up (the view is then lifted above it), or only its shortcuts bar.\n    /// A keyboard that covers the view's top but not its bottom counts as 0 too: padding the\n    /// bottom cannot uncover anything, and UIKit has reported such frames, above the screen, for\n    /// a keyboard undocked from its menu.\n    static func overlap(keyboard: CGRect, view: CGRect) -> CGFloat {\n        guard !keyboard.isNull, !view.isNull, keyboard.width >= view.width, keyboard.height > 0 else { return 0 }\n        guard keyboard.minY < view.maxY, keyboard.maxY > view.minY else { return 0 }\n        guard keyboard.minY > view.minY || keyboard.maxY >= view.maxY else { return 0 }\n        return min(view.maxY - keyboard.minY, view.height)\n    }\n}\n\n#if canImport(SwiftUI)\n/// The focus of a form whose keyboard observer pads it whatever has focus.\nstruct FormGenAnyFocus: FormGenBarFocus {\n    var isActive: Bool { true }\n\n    func release() {}\n}\n\n#if canImport(UIKit)\n/// Pads the bottom of the modified view by the part of it the keyboard covers, for layouts where\n/// SwiftUI's own keyboard avoidance does not apply, while `focus` is active.\n///\n/// The padding is the overlap of the keyboard's end frame with the view's frame, not the\n/// keyboard's height: a view that ends above the bottom of the screen (a sheet, an iPad form\n/// sheet, a view above a tab bar or the home indicator's safe area) is covered by less than the\n/// whole keyboard. UIKit gives the keyboard's frame in the screen's coordinate space, which is not\n/// the window's when the app is not full screen (Split View, Slide Over, Stage Manager), so it is\n/// converted into the window's (`FormGenWindowAnchor`), as Apple's documentation of\n/// `keyboardFrameEndUserInfoKey` asks. The view's frame is read by a `GeometryReader` in the\n/// `.global` space: that of the hosting view at the root of the SwiftUI hierarchy, which in a\n/// SwiftUI app fills the window. SwiftUI's own keyboard inset is turned off for the view\n/// (`ignoresSafeArea(.keyboard)`), so it is not padded twice.\nstruct FormGenKeyboardAvoidingModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let focus: Focus\n    /// The keyboard's last end frame, in the window's coordinates; `.null` before it first shows.\n    @State private var keyboardFrame = CGRect.null\n    @State private var observation: FormGenKeyboardObservation?\n    @State private var anchor = FormGenWindowAnchor()\n\n    func body(content: Content) -> some View {\n        let keyboard = focus.isActive ? keyboardFrame : .null\n        // The reader takes the space offered, as the scroll view or form it wraps would, and gives\n        // all of it to the content, whose bottom the padding then keeps clear of the keyboard.\n        return GeometryReader { proxy in\n            content\n                .padding(.bottom, FormGenKeyboardGeometry.overlap(keyboard: keyboard, view: proxy.frame(in: .global)))\n                .frame(width: proxy.size.width, height: proxy.size.height)\n        }\n        .background(FormGenWindowAnchorView(anchor: anchor).accessibilityHidden(true))\n        .ignoresSafeArea(.keyboard, edges: .bottom)\n        .onAppear {\n            let frame = $keyboardFrame\n            let anchor = anchor\n            observation = FormGenKeyboardObservation { newFrame, screen, animation in\n                let windowFrame = anchor.windowFrame(ofKeyboard: newFrame, on: screen)\n                withAnimation(animation) {\n                    frame.wrappedValue = windowFrame\n                }\n            }\n        }\n        .onDisappear {\n            // The keyboard may hide while the view is away; it must not come back padded.\n            observation = nil\n            keyboardFrame = .null\n        }\n    }\n}\n\n/// Finds the window a view is in, through an empty UIKit view behind it, to bring the keyboard's\n/// frame into the window's coordinates.\n@MainActor\nfinal class FormGenWindowAnchor {\n    /// The empty view; `nil` until SwiftUI has made it.\n    weak var view: UIView?\n\n    /// `frame`, in the coordinate space of `screen` (the keyboard's, or the window's screen when\n    /// the notification names none, as before iOS 16.1), in the window's coordinate space. The\n    /// frame as it is while the view is in no window yet.\n    func windowFrame(ofKeyboard frame: CGRect, on screen: UIScreen?) -> CGRect {\n        guard !frame.isNull, let window = view?.window else { return frame }\n        return (screen ?? window.screen).coordinateSpace.convert(frame, to: window)\n    }\n}\n\n/// The empty UIKit view of a `FormGenWindowAnchor`. It takes no touches, so taps reach the form.\nstruct FormGenWindowAnchorView: UIViewRepresentable {\n    let anchor: FormGenWindowAnchor\n\n    func makeUIView(context: Context) -> UIView {\n        let view = UIView(frame: .zero)\n        view.isUserInteractionEnabled = false\n        anchor.view = view\n        return view\n    }\n\n    func updateUIView(_ view: UIView, context: Context) {\n        anchor.view = view\n    }\n}\n\n/// Observes `keyboardWillChangeFrameNotification` for as long as it lives. UIKit posts it for\n/// every change of the keyboard's frame, including showing and hiding (then with an end frame\n/// below the screen), undocking, splitting and floating on iPad, and the shortcuts bar shown\n/// with a hardware keyboard; will-show and will-hide alone miss the iPad's changes.\nfinal class FormGenKeyboardObservation {\n    private let token: any NSObjectProtocol\n\n    /// Calls `onChange` with the keyboard's end frame in screen coordinates, the screen (the\n    /// notification's object from iOS 16.1; `nil` before) and an animation with the keyboard's\n    /// own duration and curve.\n    @MainActor\n    init(onChange: @escaping @MainActor (CGRect, UIScreen?, Animation) -> Void) {\n        // The userInfo keys, like the notification names, are nonisolated: the observer reads them.\n        token = NotificationCenter.default.addObserver(\n            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main\n        ) { notification in\n            let userInfo = notification.userInfo\n            guard let frame = (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {\n                return\n            }\n            let duration = userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25\n            let curve = userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int\n            let animation = FormGenKeyboardAnimation.animation(duration: duration, curve: curve)\n            let screen = notification.object as? UIScreen\n            MainActor.assumeIsolated { onChange(frame, screen, animation) }\n        }\n    }\n\n    deinit {\n        NotificationCenter.default.removeObserver(token)\n    }\n}\n\n/// The keyboard's animation in SwiftUI's terms.\nenum FormGenKeyboardAnimation {\n    /// The notification's curve is a `UIView.AnimationCurve` raw value: 0 to 3 are `easeInOut`,\n    /// `easeIn`, `easeOut` and `linear`. The software keyboard reports 7, a curve with no public\n    /// case; an ease-out over the same duration is the closest public curve, and every other\n    /// value gets it too.\n    static func animation(duration: Double, curve: Int?) -> Animation {\n        switch curve {\n        case 0: .easeInOut(duration: duration)\n        case 1: .easeIn(duration: duration)\n        case 3: .linear(duration: duration)\n        default: .easeOut(duration: duration)\n        }\n    }\n}\n\nextension View {\n    /// Pads the view by the part of it the keyboard covers.\n    func avoidsKeyboard() -> some View {\n        modifier(FormGenKeyboardAvoidingModifier(focus: FormGenAnyFocus()))\n    }\n\n    /// Pads the view by the part of it the keyboard covers while one of `whenMatches` has focus.\n    func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {\n        modifier(\n            FormGenKeyboardAvoidingModifier(focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n        )\n    }\n\n    /// Pads the view by the part of it the keyboard covers while the single field has focus.\n    func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenKeyboardAvoidingModifier(focus: FormGenBoolBarFocus(focused: focused)))\n    }\n}\n#else\nextension View {\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard() -> some View {\n        self\n    }\n\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard<Field: Hashable>(focused: FocusState<Field?>.Binding, whenMatches: [Field]) -> some View {\n        self\n    }\n\n    /// Without UIKit there is no software keyboard to avoid.\n    func avoidsKeyboard(focused: FocusState<Bool>.Binding) -> some View {\n        self\n    }\n}\n#endif\n#endif\n",
        "FormGenSecureField.swift.template",
        "//\n// Secure fields: a `SecureField`, and with a reveal toggle a `TextField` in its place while the\n// text shows, never both. Written out in full when a form of the target has a secure field.\n\nimport Foundation\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n/// A secure field's reveal toggle, with no UI: whether the text shows, what a tap on the toggle\n/// does, and the text UIKit would throw away.\n///\n/// UIKit empties a secure text field on the first keystroke after it becomes first responder (a\n/// character replaces the text, delete empties it). Hiding the text puts a new secure field in the\n/// place of the focused text field, so the first change after hiding keeps the text, as long as\n/// focus stays; back in the field later, the first keystroke replaces the text, as in any secure field.\nstruct FormGenSecureEntry: Equatable, Sendable {\n    /// Whether the text shows, in a `TextField` in the place of the `SecureField`.\n    private(set) var isRevealed = false\n    /// The text when hiding it put a new secure field in the focused field's place; `nil` after\n    /// the first change, or once focus left.\n    private(set) var textBeforeHiding: String?\n    /// Whether the toggle took the focused field away, and focus is to go to the one in its place.\n    private(set) var isSwapping = false\n\n    /// What a tap on the toggle does, which its spoken label says: show the text, or hide it.\n    var tapShows: Bool { !isRevealed }\n\n    /// Shows or hides `text`, in the field that has focus when `isFocused`.\n    mutating func toggle(text: String, isFocused: Bool) {\n        isRevealed.toggle()\n        textBeforeHiding = isFocused && !isRevealed ? text : nil\n        isSwapping = isFocused\n    }\n\n    /// Focus is in the field in the swapped one's place.\n    mutating func swapped() { isSwapping = false }\n\n    mutating func focusLeft() {\n        if !isSwapping { textBeforeHiding = nil }\n    }\n\n    /// The text to keep when the field writes `new` over `current`: the first change after hiding\n    /// keeps the text UIKit cleared, unless the app changed the text meanwhile. SwiftUI may write\n    /// the unchanged text back as focus moves; that is not the change.\n    mutating func write(_ new: String, over current: String) -> String {\n        guard let old = textBeforeHiding, new != old else { return new }\n        textBeforeHiding = nil\n        return old == current ? Self.text(afterFirstChangeFrom: old, to: new) : new\n    }\n\n    /// The text to keep, given the text before the first change and the text UIKit left: the old\n    /// text without its last character when the change emptied it (delete), the old text and the\n    /// character when one character replaced it, and the new text otherwise (an edit that kept the\n    /// old text, or AutoFill or a paste that replaced it).\n    static func text(afterFirstChangeFrom old: String, to new: String) -> String {\n        guard !old.isEmpty, !new.hasPrefix(old) else { return new }\n        if new.isEmpty { return String(old.dropLast()) }\n        return new.count == 1 ? old + new : new\n    }\n}\n\n#if canImport(SwiftUI)\n/// The reveal toggle's spoken labels: what a tap will do.\nstruct FormGenRevealLabels: Sendable {\n    /// While the text is hidden.\n    var show: Text\n    /// While the text is shown.\n    var hide: Text\n}\n\n/// A form's secure field. With `reveal`, a button shows the text in a `TextField` put in the\n/// `SecureField`'s place: one field at a time, so that the form's content type (a password's) is on\n/// one field in the window, and no hidden field holds the text.\nstruct FormGenSecureField<Value: Hashable>: View {\n    let title: Text\n    @Binding var text: String\n    var limit: FormGenEditLimit?\n    var prompt: Text?\n    var reveal: FormGenRevealLabels?\n    var clearButton: Text?\n    let focus: FormGenFocus<Value>\n    var leading: FormGenAdornment?\n    var trailing: FormGenAdornment?\n    @State var entry = FormGenSecureEntry()\n    @Environment(\\.formGenTransientText) var transientText\n\n    var body: some View {\n        FormGenFieldBox(leading: leading, trailing: trailing, focus: focus) {\n            FormGenLimitedText(text: shownText, limit: limit) { text, _ in\n                if entry.isRevealed {\n                    TextField(text: entered(text), prompt: prompt) { title }\n                        .passwordTextTraits()\n                        .formGenFocused(focus)\n                } else {\n                    SecureField(text: entered(text), prompt: prompt) { title }\n                        .formGenFocused(focus)\n                }\n            }\n            FormGenClearButton(label: clearButton, text: $text, isFocused: focus.isFocused)\n            if let reveal {\n                FormGenIconButton(\n                    entry.tapShows ? \"eye\" : \"eye.slash\",\n                    accessibilityLabel: entry.tapShows ? reveal.show : reveal.hide,\n                    action: toggle\n                )\n                .buttonStyle(.plain)\n                .foregroundStyle(.secondary)\n            }\n        }\n        .formGenOnChange(of: focus.isFocused) {\n            if !focus.isFocused { entry.focusLeft() }\n        }\n    }\n\n    private var shownText: Binding<String> {\n        guard focus.isFocused, let transientText else { return $text }\n        let text = $text\n        return Binding(get: { transientText }, set: { text.wrappedValue = $0 })\n    }\n\n    /// `text` as the field edits it: the first change after hiding keeps what UIKit cleared.\n    private func entered(_ text: Binding<String>) -> Binding<String> {\n        let entry = $entry\n        return Binding(\n            get: { text.wrappedValue },\n            set: { text.wrappedValue = entry.wrappedValue.write($0, over: text.wrappedValue) })\n    }\n\n    /// Shows or hides the text. Removing the focused field takes focus from it: focus goes to the\n    /// field in its place on the main actor's next turn, once SwiftUI has reported that.\n    private func toggle() {\n        entry.toggle(text: text, isFocused: focus.isFocused)\n        guard entry.isSwapping else { return }\n        Task { @MainActor in\n            entry.swapped()\n            focus.binding.wrappedValue = focus.value\n        }\n    }\n}\n\nextension View {\n    /// What `SecureField` turns off by itself, for the `TextField` that shows a password.\n    fileprivate func passwordTextTraits() -> some View {\n        #if canImport(UIKit)\n        autocorrectionDisabled().textInputAutocapitalization(.never)\n        #else\n        autocorrectionDisabled()\n        #endif\n    }\n}\n#endif\n",
        "FormGenSupport.swift.template",
        "//\n// The runtime every form formgen generates uses: focus order, what return does, which bar a focus\n// value shows and what Cancel restores, with no UI; and with SwiftUI the keyboard accessory bars,\n// tap-outside dismissal and the initial focus. Its bytes are the same for every spec.\n\nimport Foundation\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n/// Moves focus along a form's fields in order: what return and the chevrons do.\nenum FormGenFocusOrder {\n    /// The field after `current`; `nil` after the last one, which releases focus.\n    static func field<Field: Equatable>(after current: Field?, in order: [Field]) -> Field? {\n        guard let current, let index = order.firstIndex(of: current), index + 1 < order.count else { return nil }\n        return order[index + 1]\n    }\n\n    /// The field before `current`; `nil` before the first one.\n    static func field<Field: Equatable>(before current: Field?, in order: [Field]) -> Field? {\n        guard let current, let index = order.firstIndex(of: current), index > 0 else { return nil }\n        return order[index - 1]\n    }\n}\n\n/// Decides whether a bar shows for the current focus.\nenum FormGenBarRule {\n    /// A bar shows while one of its `whenMatches` fields has focus; an empty list means any field.\n    static func shows<Field: Equatable>(focus: Field?, whenMatches: [Field]) -> Bool {\n        guard let focus else { return false }\n        return whenMatches.isEmpty || whenMatches.contains(focus)\n    }\n}\n\n/// What return does in a field of a form: move focus to another field, run the form's submit\n/// action, or release focus. Generated forms answer it with no UI (`returnAction(from:)`), so an\n/// app's tests can ask it anywhere. Public, as a public form's API names it.\npublic enum FormGenReturnAction<Field: Hashable & Sendable>: Equatable, Sendable {\n    /// Move focus to this field.\n    case focus(Field)\n    /// Run the form's submit action, when its input rules find nothing wrong.\n    case submit\n    /// Release focus, which hides the keyboard.\n    case release\n    /// Nothing: the return key of a multiline field starts a new line. Before iOS 16, where such a\n    /// field is one line, return hides the keyboard.\n    case newLine\n}\n\n/// What an OK/Cancel bar's Cancel button writes back into its field. Public, as `FormGenOKCancelBar`\n/// and a public form's cancel behaviours name it.\npublic enum FormGenCancelBehavior: Sendable {\n    /// Restore the text the field had when it gained focus.\n    case revert\n    /// Empty the field.\n    case clear\n\n    /// The text after Cancel, given the text the field had when it gained focus.\n    func restoredText(original: String) -> String {\n        switch self {\n        case .revert: original\n        case .clear: \"\"\n        }\n    }\n}\n\n#if canImport(SwiftUI)\n/// A bar's view of the form's focus: whether the bar should show, and how to release focus.\n///\n/// One protocol for `FocusState<Field?>` and `FocusState<Bool>` lets each bar be written once.\n@MainActor\nprotocol FormGenBarFocus {\n    var isActive: Bool { get }\n    func release()\n}\n\n/// The focus of a form whose fields are cases of an enum; the bar shows for `whenMatches`.\nstruct FormGenEnumBarFocus<Field: Hashable>: FormGenBarFocus {\n    let focused: FocusState<Field?>.Binding\n    let whenMatches: [Field]\n\n    var isActive: Bool { FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches) }\n\n    func release() { focused.wrappedValue = nil }\n}\n\n/// The focus of a single-field form.\nstruct FormGenBoolBarFocus: FormGenBarFocus {\n    let focused: FocusState<Bool>.Binding\n\n    var isActive: Bool { focused.wrappedValue }\n\n    func release() { focused.wrappedValue = false }\n}\n\n/// The bar drawn above the keyboard: a hairline over a row of buttons, at least 44 points high\n/// and taller with larger text, in the system bar material so it follows Dark Mode.\n///\n/// At accessibility text sizes the bar stops growing at the largest standard size, `xxxLarge`, as\n/// UIKit's own toolbars and keyboard bars stop growing: a bar sized for `accessibility5` would\n/// cover most of the space the keyboard leaves. `FormGenBarInset` caps the size around the bar,\n/// so the bar's `@ScaledMetric` height and its text both stop at that size.\nstruct FormGenKeyboardBar<Buttons: View>: View {\n    @ScaledMetric(relativeTo: .body) private var minimumHeight: CGFloat = 44\n    private let buttons: Buttons\n\n    init(@ViewBuilder buttons: () -> Buttons) {\n        self.buttons = buttons()\n    }\n\n    var body: some View {\n        VStack(spacing: 0) {\n            Divider()\n            HStack(spacing: 8) {\n                buttons\n            }\n            .padding(.horizontal, 16)\n            .frame(maxWidth: .infinity, minHeight: minimumHeight)\n        }\n        .background(.bar)\n    }\n}\n\n/// A text button of a keyboard bar whose whole target, not just its text, takes taps: at least 44\n/// points wide and the full height of the bar, which is at least 44 points.\nstruct FormGenBarButton: View {\n    private let title: Text\n    private let action: @MainActor () -> Void\n\n    init(_ title: Text, action: @escaping @MainActor () -> Void) {\n        self.title = title\n        self.action = action\n    }\n\n    var body: some View {\n        Button(action: action) {\n            title\n                .frame(minWidth: 44, maxHeight: .infinity)\n                .contentShape(Rectangle())\n        }\n    }\n}\n\n/// An image button of at least 44 points whose transparent margin takes taps too.\nstruct FormGenIconButton: View {\n    private let systemImage: String\n    private let accessibilityLabel: Text\n    private let action: @MainActor () -> Void\n\n    init(_ systemImage: String, accessibilityLabel: Text, action: @escaping @MainActor () -> Void) {\n        self.systemImage = systemImage\n        self.accessibilityLabel = accessibilityLabel\n        self.action = action\n    }\n\n    var body: some View {\n        Button(action: action) {\n            Image(systemName: systemImage)\n                .frame(minWidth: 44, minHeight: 44)\n                .contentShape(Rectangle())\n        }\n        .accessibilityLabel(accessibilityLabel)\n    }\n}\n\n/// Shows a bar at the bottom of the modified view while `isShown`.\n///\n/// The view draws the bar itself instead of using `.toolbar(placement: .keyboard)`, which leaves\n/// blank space after navigation and goes missing on TabView pages. A bottom safe-area inset keeps\n/// the bar from covering the last field.\nprivate struct FormGenBarInset<Bar: View>: ViewModifier {\n    let isShown: Bool\n    let bar: Bar\n\n    func body(content: Content) -> some View {\n        content.safeAreaInset(edge: .bottom, spacing: 0) {\n            if isShown {\n                bar.dynamicTypeSize(...DynamicTypeSize.xxxLarge)\n            }\n        }\n    }\n}\n\n/// A bar with one button that releases focus.\nstruct FormGenCloseBarModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let title: Text\n    let focus: Focus\n\n    func body(content: Content) -> some View {\n        content.modifier(\n            FormGenBarInset(\n                isShown: focus.isActive,\n                bar: FormGenKeyboardBar {\n                    Spacer()\n                    FormGenBarButton(title) { focus.release() }\n                }\n            )\n        )\n    }\n}\n\n/// A text that an OK/Cancel bar shows in the focused field for one main-actor turn, without\n/// writing it into the app's binding; `nil` when there is none.\nprivate struct FormGenTransientTextKey: EnvironmentKey {\n    static let defaultValue: String? = nil\n}\n\nextension EnvironmentValues {\n    /// The focused field shows this text instead of its own while it is set.\n    var formGenTransientText: String? {\n        get { self[FormGenTransientTextKey.self] }\n        set { self[FormGenTransientTextKey.self] = newValue }\n    }\n}\n\n/// A bar whose OK keeps the text and whose Cancel restores it, then releases focus.\nstruct FormGenOKCancelBarModifier<Focus: FormGenBarFocus>: ViewModifier {\n    let okTitle: Text\n    let cancelTitle: Text\n    let cancelBehavior: FormGenCancelBehavior\n    @Binding var text: String\n    let focus: Focus\n    /// The text when the bar appeared, which is when its field gained focus.\n    @State private var originalText = \"\"\n    /// What the focused field shows for one turn while Cancel works around iOS 17.\n    @State private var transientText: String?\n    /// Another OK/Cancel bar's transient text, passed on so that nested bars do not hide it.\n    @Environment(\\.formGenTransientText) private var outerTransientText\n\n    func body(content: Content) -> some View {\n        content\n            .environment(\\.formGenTransientText, transientText ?? outerTransientText)\n            .modifier(\n                FormGenBarInset(\n                    isShown: focus.isActive,\n                    bar: FormGenKeyboardBar {\n                        Spacer()\n                        FormGenBarButton(cancelTitle, action: cancel)\n                        FormGenBarButton(okTitle) { focus.release() }\n                    }\n                    .onAppear { originalText = text }\n                )\n            )\n    }\n\n    /// Whether this iOS can keep the old text on screen when a field's text is replaced in the same\n    /// turn that focus ends: iOS 17, where it was seen on 17.1 and 17.2. iOS 15 and 16\n    /// show the new text, and so does iOS 18 as far as is known; check on a device when a new\n    /// version comes out, by cancelling an edit and watching the field.\n    private static var keepsOldTextOnScreen: Bool {\n        if #available(iOS 18.0, *) {\n            return false\n        }\n        if #available(iOS 17.0, *) {\n            return true\n        }\n        return false\n    }\n\n    /// Writes the restored text first and releases focus last, on every path, so that code\n    /// watching focus sees the final text when focus goes.\n    private func cancel() {\n        let restored = cancelBehavior.restoredText(original: originalText)\n        if Self.keepsOldTextOnScreen, text != restored {\n            // A real edit of the field first, then the final text on the next main-actor turn.\n            // The edit is shown through the environment rather than written into `text`, so the\n            // app's binding and its `onChange` only ever see the restored text.\n            transientText = text + \" \"\n            Task { @MainActor in\n                transientText = nil\n                text = restored\n                focus.release()\n            }\n        } else {\n            text = restored\n            focus.release()\n        }\n    }\n}\n\n/// A bar with previous and next chevrons along the field order, and a done button.\nstruct FormGenNavigationBarModifier<Field: Hashable>: ViewModifier {\n    let doneTitle: Text\n    let previousLabel: Text\n    let nextLabel: Text\n    let focused: FocusState<Field?>.Binding\n    let order: [Field]\n    let whenMatches: [Field]\n\n    func body(content: Content) -> some View {\n        let previous = FormGenFocusOrder.field(before: focused.wrappedValue, in: order)\n        let next = FormGenFocusOrder.field(after: focused.wrappedValue, in: order)\n        return content.modifier(\n            FormGenBarInset(\n                isShown: FormGenBarRule.shows(focus: focused.wrappedValue, whenMatches: whenMatches),\n                bar: FormGenKeyboardBar {\n                    FormGenIconButton(\"chevron.up\", accessibilityLabel: previousLabel) {\n                        focused.wrappedValue = previous\n                    }\n                    .disabled(previous == nil)\n                    FormGenIconButton(\"chevron.down\", accessibilityLabel: nextLabel) {\n                        focused.wrappedValue = next\n                    }\n                    .disabled(next == nil)\n                    Spacer()\n                    FormGenBarButton(doneTitle) {\n                        focused.wrappedValue = nil\n                    }\n                }\n            )\n        )\n    }\n}\n\nextension View {\n    /// Shows a bar with a close button while one of `whenMatches` has focus (any field when empty).\n    func keyboardCloseButton<Field: Hashable>(\n        _ title: Text,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field] = []\n    ) -> some View {\n        modifier(\n            FormGenCloseBarModifier(\n                title: title,\n                focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)\n            )\n        )\n    }\n\n    /// Shows a bar with a close button while the single field has focus.\n    func keyboardCloseButton(_ title: Text, focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenCloseBarModifier(title: title, focus: FormGenBoolBarFocus(focused: focused)))\n    }\n\n    /// Shows an OK/Cancel bar for `text` while one of `whenMatches` has focus. The bar edits that\n    /// one text, so there is no default: list the field (or fields) that edit it.\n    func keyboardOKCancelButton<Field: Hashable>(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field],\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        modifier(\n            FormGenOKCancelBarModifier(\n                okTitle: okTitle,\n                cancelTitle: cancelTitle,\n                cancelBehavior: cancelBehavior,\n                text: text,\n                focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches)\n            )\n        )\n    }\n\n    /// Shows an OK/Cancel bar for `text` while the single field has focus.\n    func keyboardOKCancelButton(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Bool>.Binding,\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) -> some View {\n        modifier(\n            FormGenOKCancelBarModifier(\n                okTitle: okTitle,\n                cancelTitle: cancelTitle,\n                cancelBehavior: cancelBehavior,\n                text: text,\n                focus: FormGenBoolBarFocus(focused: focused)\n            )\n        )\n    }\n\n    /// Shows previous/next chevrons along `order` and a done button while one of `whenMatches` has focus.\n    func keyboardNavigationBar<Field: Hashable>(\n        doneTitle: Text,\n        previousLabel: Text,\n        nextLabel: Text,\n        focused: FocusState<Field?>.Binding,\n        order: [Field],\n        whenMatches: [Field] = []\n    ) -> some View {\n        modifier(\n            FormGenNavigationBarModifier(\n                doneTitle: doneTitle,\n                previousLabel: previousLabel,\n                nextLabel: nextLabel,\n                focused: focused,\n                order: order,\n                whenMatches: whenMatches\n            )\n        )\n    }\n\n    /// Releases focus when the user taps an empty part of the view, outside any field.\n    func dismissesFocusOnTapOutside<Field: Hashable>(_ focused: FocusState<Field?>.Binding) -> some View {\n        modifier(FormGenTapOutsideModifier { focused.wrappedValue = nil })\n    }\n\n    /// Releases focus when the user taps an empty part of the view, outside the field.\n    func dismissesFocusOnTapOutside(_ focused: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenTapOutsideModifier { focused.wrappedValue = false })\n    }\n}\n\n/// The bars and the tap-outside dismissal that a screen draws itself, around parts and fields of\n/// its own, as modifier types: `.modifier(FormGenCloseBar(Text(\"Close\"), focused: $focus))`. They\n/// are public so that a screen in another module than its forms can use them, and types rather\n/// than `View` methods because an app target with forms of its own has a support file too: its\n/// types shadow these, where two modules' public `View` methods of one name would be ambiguous.\npublic struct FormGenCloseBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenCloseBarModifier<FormGenEnumBarFocus<Field>>\n\n    /// A close bar while one of `whenMatches` has focus (any value when empty).\n    public init(_ title: Text, focused: FocusState<Field?>.Binding, whenMatches: [Field] = []) {\n        bar = FormGenCloseBarModifier(\n            title: title, focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// An OK/Cancel bar for `text` while one of `whenMatches` has focus (see `FormGenCloseBar`).\npublic struct FormGenOKCancelBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenOKCancelBarModifier<FormGenEnumBarFocus<Field>>\n\n    public init(\n        okTitle: Text,\n        cancelTitle: Text,\n        text: Binding<String>,\n        focused: FocusState<Field?>.Binding,\n        whenMatches: [Field],\n        cancelBehavior: FormGenCancelBehavior = .revert\n    ) {\n        bar = FormGenOKCancelBarModifier(\n            okTitle: okTitle, cancelTitle: cancelTitle, cancelBehavior: cancelBehavior, text: text,\n            focus: FormGenEnumBarFocus(focused: focused, whenMatches: whenMatches))\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// Previous/next chevrons along `order` and a done button while one of `whenMatches` has focus\n/// (see `FormGenCloseBar`).\npublic struct FormGenNavigationBar<Field: Hashable>: ViewModifier {\n    private let bar: FormGenNavigationBarModifier<Field>\n\n    public init(\n        doneTitle: Text,\n        previousLabel: Text,\n        nextLabel: Text,\n        focused: FocusState<Field?>.Binding,\n        order: [Field],\n        whenMatches: [Field] = []\n    ) {\n        bar = FormGenNavigationBarModifier(\n            doneTitle: doneTitle, previousLabel: previousLabel, nextLabel: nextLabel, focused: focused, order: order,\n            whenMatches: whenMatches)\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(bar)\n    }\n}\n\n/// Releases focus on a tap on an empty part of the view (see `FormGenCloseBar`).\npublic struct FormGenTapOutside<Field: Hashable>: ViewModifier {\n    private let tap: FormGenTapOutsideModifier\n\n    public init(_ focused: FocusState<Field?>.Binding) {\n        tap = FormGenTapOutsideModifier { focused.wrappedValue = nil }\n    }\n\n    public func body(content: Content) -> some View {\n        content.modifier(tap)\n    }\n}\n\n/// Releases focus on a tap on an empty part of the modified view.\n///\n/// The tap gesture is on the view itself, not on a background behind it: a `ScrollView` or `Form`\n/// covers its whole frame, so a background never sees a tap. `contentShape(Rectangle())` makes the\n/// empty space between and around the fields take part in hit testing. SwiftUI gives a gesture of\n/// a subview (a `Button`, a text field) precedence over its ancestor's `onTapGesture`, so a tap on\n/// a field or button does what it always did and does not reach this gesture; a tap recogniser\n/// does not block a scroll view's pan, so dragging still scrolls.\nprivate struct FormGenTapOutsideModifier: ViewModifier {\n    let release: @MainActor () -> Void\n\n    func body(content: Content) -> some View {\n        content\n            .contentShape(Rectangle())\n            .onTapGesture { release() }\n    }\n}\n\nextension FormGenReturnAction {\n    /// Does what return should: moves focus, or releases it and then runs `submit`, so the app's\n    /// action starts with no field half-way through editing.\n    @MainActor\n    func perform(focus: FocusState<Field?>.Binding, submit: (@MainActor () -> Void)?) {\n        switch self {\n        case .focus(let field):\n            focus.wrappedValue = field\n        case .submit:\n            focus.wrappedValue = nil\n            submit?()\n        case .release:\n            focus.wrappedValue = nil\n        case .newLine:\n            break\n        }\n    }\n}\n\nextension FormGenReturnAction where Field == Bool {\n    /// Does what return should in the single field of a Bool-focus form.\n    @MainActor\n    func perform(focus: FocusState<Bool>.Binding, submit: (@MainActor () -> Void)?) {\n        switch self {\n        case .focus(let focused):\n            focus.wrappedValue = focused\n        case .submit:\n            focus.wrappedValue = false\n            submit?()\n        case .release:\n            focus.wrappedValue = false\n        case .newLine:\n            break\n        }\n    }\n}\n\n/// Calls `action` with the value focus left, each time it moves: which field to check now.\nstruct FormGenFocusLeaveModifier<Value: Hashable>: ViewModifier {\n    let value: Value\n    let action: (Value) -> Void\n    /// The value before the latest change, for the one-value `onChange` of iOS 15 and 16.\n    @State private var previous: Value?\n\n    @ViewBuilder func body(content: Content) -> some View {\n        if #available(iOS 17.0, macOS 14.0, *) {\n            content.onChange(of: value) { old, _ in action(old) }\n        } else {\n            content\n                .onAppear { previous = value }\n                .onChange(of: value) { new in\n                    if let previous { action(previous) }\n                    previous = new\n                }\n        }\n    }\n}\n\nextension View {\n    /// Calls `action` with the focus value that was left, whenever focus moves.\n    func formGenOnFocusLeave<Value: Hashable>(_ value: Value, perform action: @escaping (Value) -> Void) -> some View {\n        modifier(FormGenFocusLeaveModifier(value: value, action: action))\n    }\n}\n\n/// Gives focus to a field each time the view appears.\n///\n/// Setting focus in `onAppear` alone is not enough: `onAppear` runs when the view is built, before\n/// a sheet or a `NavigationStack` push has finished its transition (and, in a `TabView`, before the\n/// page is on screen), and iOS 15 and 16 ignore a focus change for a text field that is not yet in\n/// a window. So the focus is set at once, which is all iOS 17 and later need in most places, and\n/// set again after the transition (UIKit's default is 0.35 s) if nothing has taken focus by then.\n/// It is applied once per appearance of the form (again when a tab page or a screen popped back\n/// to shows it), never over a focus the user or the app chose.\nstruct FormGenInitialFocusModifier<Value: Hashable>: ViewModifier {\n    let initial: Value\n    /// The value that means \"no field has focus\": `nil`, or `false`.\n    let unfocused: Value\n    let focus: FocusState<Value>.Binding\n    /// Whether focus was set in this appearance; a retry after the form has gone does nothing.\n    @State private var hasApplied = false\n\n    func body(content: Content) -> some View {\n        content\n            .onAppear {\n                guard !hasApplied, initial != unfocused else { return }\n                hasApplied = true\n                guard focus.wrappedValue == unfocused else { return }\n                focus.wrappedValue = initial\n                Task { @MainActor in\n                    try? await Task.sleep(nanoseconds: 500_000_000)\n                    if hasApplied && focus.wrappedValue == unfocused {\n                        focus.wrappedValue = initial\n                    }\n                }\n            }\n            .onDisappear { hasApplied = false }\n    }\n}\n\nextension View {\n    /// Focuses `initial` each time the view appears, in a sheet, after a push, or on a tab page.\n    func formGenInitialFocus<Field: Hashable>(_ initial: Field?, focus: FocusState<Field?>.Binding) -> some View {\n        modifier(FormGenInitialFocusModifier(initial: initial, unfocused: nil, focus: focus))\n    }\n\n    /// Focuses the single field each time the view appears, if `initial` is true.\n    func formGenInitialFocus(_ initial: Bool, focus: FocusState<Bool>.Binding) -> some View {\n        modifier(FormGenInitialFocusModifier(initial: initial, unfocused: false, focus: focus))\n    }\n}\n#endif\n",
        "FormGenTextField.swift.template",
        "//\n// The text field of every form, as Apple's Human Interface Guidelines describe it: a clear button\n// while editing, leading and trailing images or buttons, a box at least 44 points high that grows\n// with Dynamic Type, and focus through `FocusState`. Secure fields are in FormGenSecureField.swift.\n\nimport Foundation\n\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n/// What a field keeps of an edit, given the text before and after it and the selection before it\n/// when known: the text, and where the caret goes if the edit was cut. See `FormGenLengthLimit`.\ntypealias FormGenEditLimit = (String, String, Range<String.Index>?) -> (text: String, caret: String.Index?)\n\n#if canImport(SwiftUI)\n/// An image beside a field's text, hidden from VoiceOver, or a button with a spoken label.\nstruct FormGenAdornment: View {\n    let systemImage: String\n    let button: (label: Text, action: @MainActor () -> Void)?\n\n    static func image(_ systemImage: String) -> FormGenAdornment {\n        FormGenAdornment(systemImage: systemImage, button: nil)\n    }\n\n    static func button(\n        _ systemImage: String, accessibilityLabel: Text, action: @escaping @MainActor () -> Void\n    ) -> FormGenAdornment {\n        FormGenAdornment(systemImage: systemImage, button: (accessibilityLabel, action))\n    }\n\n    var body: some View {\n        if let button {\n            FormGenIconButton(systemImage, accessibilityLabel: button.label, action: button.action)\n                .buttonStyle(.borderless)\n        } else {\n            Image(systemName: systemImage).foregroundStyle(.secondary).accessibilityHidden(true)\n        }\n    }\n}\n\n/// How a field is tied to the form's focus: `.focused(_:equals:)`, or `.focused(_:)` for a\n/// `FocusState<Bool>`.\nstruct FormGenFocus<Value: Hashable> {\n    let binding: FocusState<Value>.Binding\n    let value: Value\n    private(set) var bool: FocusState<Bool>.Binding?\n\n    init(_ binding: FocusState<Value>.Binding, equals value: Value) { (self.binding, self.value) = (binding, value) }\n\n    var isFocused: Bool { binding.wrappedValue == value }\n}\n\nextension FormGenFocus where Value == Bool {\n    init(_ binding: FocusState<Bool>.Binding) {\n        self.init(binding, equals: true)\n        bool = binding\n    }\n}\n\nextension View {\n    @ViewBuilder func formGenFocused<Value>(_ focus: FormGenFocus<Value>) -> some View {\n        if let bool = focus.bool { focused(bool) } else { focused(focus.binding, equals: focus.value) }\n    }\n\n    @ViewBuilder func formGenOnChange(of value: some Equatable, perform action: @escaping () -> Void) -> some View {\n        if #available(iOS 17.0, macOS 14.0, *) {\n            onChange(of: value) { action() }\n        } else {\n            onChange(of: value) { _ in action() }\n        }\n    }\n}\n\n/// The box a field sits in, with its images or buttons. The input is only as tall as a line of\n/// text: a tap on the rest of the box focuses the field rather than reaching the form, where\n/// tap-outside would hide the keyboard.\nstruct FormGenFieldBox<Value: Hashable, Content: View>: View {\n    var leading: FormGenAdornment?\n    var trailing: FormGenAdornment?\n    let focus: FormGenFocus<Value>\n    @ViewBuilder let content: Content\n    @ScaledMetric(relativeTo: .body) var minimumHeight: CGFloat = 44\n\n    var body: some View {\n        HStack(spacing: 8) {\n            leading\n            content\n            trailing\n        }\n        .frame(minHeight: minimumHeight)\n        .padding(.horizontal, 8)\n        .background {\n            RoundedRectangle(cornerRadius: 8).fill(.quaternary)\n                .onTapGesture { focus.binding.wrappedValue = focus.value }\n        }\n    }\n}\n\n/// The clear button, while the field has focus and text (UIKit's `whileEditing`).\nstruct FormGenClearButton: View {\n    let label: Text?\n    @Binding var text: String\n    let isFocused: Bool\n\n    var body: some View {\n        if let label, isFocused && !text.isEmpty {\n            FormGenIconButton(\"xmark.circle.fill\", accessibilityLabel: label) { text = \"\" }\n                .buttonStyle(.plain)\n                .foregroundStyle(.secondary)\n        }\n    }\n}\n\n/// A field's text, with a limit: the field edits a copy, then the limit writes what it keeps into\n/// `text`, which the field shows next, so a cut always reaches the field as a change. `selection`\n/// is a `TextSelection` (iOS 18; a stored property cannot be newer than its type): the limit reads\n/// where the edit went and puts the caret after what it kept.\nstruct FormGenLimitedText<Field: View>: View {\n    @Binding var text: String\n    let limit: FormGenEditLimit?\n    @ViewBuilder let field: (_ text: Binding<String>, _ selection: Binding<AnyHashable?>) -> Field\n    @State var edited: String?\n    @State var selection: AnyHashable?\n\n    var body: some View {\n        if limit == nil {\n            field($text, $selection)\n        } else {\n            let (edited, text) = ($edited, $text)\n            let copy = Binding(get: { edited.wrappedValue ?? text.wrappedValue }, set: { edited.wrappedValue = $0 })\n            field(copy, $selection).formGenOnChange(of: self.edited) { keep() }\n        }\n    }\n\n    private func keep() {\n        guard let new = edited, let limit else { return }\n        guard #available(iOS 18.0, macOS 15.0, *) else {\n            (text, edited) = (limit(text, new, nil).text, nil)\n            return\n        }\n        var selected: Range<String.Index>?\n        if case .selection(let range)? = (selection as? TextSelection)?.indices { selected = range }\n        let kept = limit(text, new, selected)\n        (text, edited) = (kept.text, nil)\n        if let caret = kept.caret { selection = TextSelection(insertionPoint: caret) }\n    }\n}\n\n/// A form's text field. An OK/Cancel bar may show a transient text in it while it has focus.\nstruct FormGenTextField<Value: Hashable>: View {\n    let title: Text\n    @Binding var text: String\n    var limit: FormGenEditLimit?\n    var prompt: Text?\n    /// `.vertical`: the field grows vertically, from iOS 16 (one line before).\n    var axis: Axis?\n    /// The clear button's spoken label; `nil`: no clear button.\n    var clearButton: Text?\n    let focus: FormGenFocus<Value>\n    var leading: FormGenAdornment?\n    var trailing: FormGenAdornment?\n    @Environment(\\.formGenTransientText) var transientText\n\n    var body: some View {\n        FormGenFieldBox(leading: leading, trailing: trailing, focus: focus) {\n            FormGenLimitedText(text: shownText, limit: limit) { input($0, selection: $1).formGenFocused(focus) }\n            FormGenClearButton(label: clearButton, text: $text, isFocused: focus.isFocused)\n        }\n    }\n\n    private var shownText: Binding<String> {\n        guard focus.isFocused, let transientText else { return $text }\n        let text = $text\n        return Binding(get: { transientText }, set: { text.wrappedValue = $0 })\n    }\n\n    @ViewBuilder private func input(_ text: Binding<String>, selection: Binding<AnyHashable?>) -> some View {\n        if #available(iOS 18.0, macOS 15.0, *), limit != nil {\n            // With a selection, a title string only: the prompt stands in for it, the label is spoken.\n            let selected = Binding(\n                get: { selection.wrappedValue as? TextSelection }, set: { selection.wrappedValue = $0 })\n            TextField(String(), text: text, selection: selected, prompt: prompt ?? title, axis: axis)\n                .accessibilityLabel(title)\n        } else if #available(iOS 16.0, macOS 13.0, *), let axis {\n            TextField(text: text, prompt: prompt, axis: axis) { title }\n        } else {\n            TextField(text: text, prompt: prompt) { title }\n        }\n    }\n}\n#endif\n",
        "            FormGenInputRule(",
        "required",
        "field.rules.required",
        "required: true",
        "minLength",
        "field.rules.minLength",
        "pattern",
        "field.rules.pattern",
        "number",
        "field.rules.number",
        "minLength: ",
        "maxLength: ",
        "pattern: ",
        "field.rules.pattern | swiftString",
        "number: FormGenNumberRule(isDecimal: ",
        "decimal",
        #""decimal""#,
        "minimum",
        "field.rules.minimum",
        ", minimum: ",
        "maximum",
        "field.rules.maximum",
        ", maximum: ",
    ]
}
